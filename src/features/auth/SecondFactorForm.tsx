import './screenText';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLoginFlowStore } from './loginFlowStore';
import { LoginError } from './LoginMessageText';
import { answerSecondFactor, type SignInResult } from './signIn';

/**
 * The second-factor panels of document 1 §2: an authentication code (TOTP) or a recovery
 * code, each with verify, a switch to the other kind and cancel. A refused code is cleared.
 */
export function SecondFactorForm({
  headingId,
  ownHeading,
  onResult,
}: {
  headingId: string;
  ownHeading: boolean;
  onResult: (result: SignInResult) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const flow = useLoginFlowStore();
  const [code, setCode] = useState('');
  const recovery = flow.step === 'recovery';
  const input = useRef<HTMLInputElement>(null);
  // Focused on mount by hand: Preact writes `autoFocus` as the attribute, which a browser honours
  // only while the page loads.
  useEffect(() => input.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void answerSecondFactor(code.trim(), recovery ? 'recovery' : 'totp').then((result) => {
      if (result.type === 'failed') setCode('');
      onResult(result);
    });
  };

  return (
    <form className="login-form" aria-labelledby={headingId} onSubmit={submit}>
      {ownHeading ? (
        <h2 id={headingId}>{t('authScreens.mfa.heading')}</h2>
      ) : (
        <h2>{t('authScreens.mfa.heading')}</h2>
      )}
      <p className="login-form__hint">
        {recovery ? t('authScreens.mfa.recovery_hint') : t('authScreens.mfa.totp_hint')}
      </p>
      <fieldset disabled={flow.pending}>
        <label htmlFor={`${id}-code`}>
          {recovery ? t('authScreens.mfa.recovery_label') : t('authScreens.mfa.totp_label')}
        </label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          inputMode={recovery ? 'text' : 'numeric'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          ref={input}
        />
      </fieldset>
      {flow.error && <LoginError message={flow.error} onDismiss={() => flow.setError(null)} />}
      <button
        type="submit"
        className="button button--primary"
        disabled={flow.pending || code.trim() === ''}
      >
        {flow.pending ? t('authScreens.mfa.pending') : t('authScreens.mfa.verify')}
      </button>
      <p className="login-form__links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setCode('');
            flow.dispatch({ type: recovery ? 'use-totp' : 'use-recovery' });
          }}
        >
          {recovery ? t('authScreens.mfa.use_totp') : t('authScreens.mfa.use_recovery')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => flow.dispatch({ type: 'cancel' })}
        >
          {t('authScreens.mfa.cancel')}
        </button>
      </p>
    </form>
  );
}
