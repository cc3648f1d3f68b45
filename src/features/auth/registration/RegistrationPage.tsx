import '../screenText';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Navigate, useNavigate, useParams } from '../../../ui/router';
import { fetchCaptcha, isApiError, type Captcha } from '../../../api';
import { useTranslation } from '../../../i18n/useTranslation';
import { RichHtml } from '../../../ui/html/RichHtml';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useInstanceStore } from '../../../core/instance/instanceStore';
import { api } from '../../../core/client';
import { useViewer } from '../../../core/session/sessionStore';
import { CaptchaField } from './CaptchaField';
import {
  EMPTY_REGISTRATION,
  isValidRegistration,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from './registrationRules';
import { submitRegistration } from './submitRegistration';
import '../authScreens.css';

function languageOptions(instanceLanguages: readonly string[], current: string) {
  const codes = [...new Set([current, ...instanceLanguages, 'en'].filter(Boolean))];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([current], { type: 'language' });
  } catch {
    names = null;
  }
  return codes.map((code) => ({ code, name: names?.of(code) ?? code }));
}

const NO_CAPTCHA: Captcha = { kind: 'none' };

/** The registration screen of document 1 §2, with the rules of §5 and the outcomes of §4. */
export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('routes.registration'));
  const id = useId();
  const navigate = useNavigate();
  const { token: urlToken } = useParams();
  const { signedIn } = useViewer();
  const settings = useInstanceStore((s) => s.settings);
  const tos = useInstanceStore((s) => s.tos);
  const interfaceLanguage = i18n.language || 'en';
  const [values, setValues] = useState<RegistrationValues>(() => ({
    ...EMPTY_REGISTRATION,
    token: urlToken ?? '',
    language: interfaceLanguage,
  }));
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [fetchedCaptcha, setCaptcha] = useState<Captcha | 'loading' | 'failed'>('loading');
  // Only the Pleroma family has the captcha call; elsewhere there is none to ask for (a 404
  // before every form and after each refused attempt). Asked once the server is known.
  const offersCaptcha = settings?.supports.captcha;
  const captcha = offersCaptcha === false ? NO_CAPTCHA : fetchedCaptcha;

  // Mastodon and GoToSocial require an address on every sign-up and take no display name or
  // bio (the Pleroma family's fields): asking for them there sends words the server drops.
  const pleromaFields = settings ? settings.supports.pleromaApi : true;
  const needs = {
    emailRequired: (settings?.accountActivationRequired ?? false) || !pleromaFields,
    reasonRequired: settings?.accountApprovalRequired ?? false,
    profileFields: pleromaFields,
  };
  const problems = validateRegistration(values, needs);
  const shown = attempted ? problems : {};
  const languages = useMemo(
    () => languageOptions(settings?.languages ?? [], interfaceLanguage),
    [settings?.languages, interfaceLanguage],
  );

  const fetchNewCaptcha = useCallback(() => {
    if (!offersCaptcha) return;
    fetchCaptcha(api).then(setCaptcha, (error: unknown) => {
      // A server that still has no captcha call answers 404: no captcha there.
      if (isApiError(error) && error.kind === 'not-found') setCaptcha({ kind: 'none' });
      else {
        console.warn('Captcha failed to load', error);
        setCaptcha('failed');
      }
    });
  }, [offersCaptcha]);
  useEffect(fetchNewCaptcha, [fetchNewCaptcha]);
  /** A click on the picture, and every failed attempt, bring a new captcha and clear the answer. */
  const loadCaptcha = useCallback(() => {
    setCaptcha('loading');
    setValues((v) => ({ ...v, captchaSolution: '' }));
    fetchNewCaptcha();
  }, [fetchNewCaptcha]);

  if (signedIn) return <Navigate to="/" replace />;
  if (settings && !settings.registrationOpen && !urlToken) return <Navigate to="/" replace />;

  const set = (field: keyof RegistrationValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (!isValidRegistration(problems) || pending || captcha === 'loading') return;
    setPending(true);
    setServerErrors([]);
    // A captcha that failed to load is sent as none: the server says if it wanted one.
    void submitRegistration(values, captcha === 'failed' ? { kind: 'none' } : captcha).then(
      (result) => {
        setPending(false);
        switch (result.type) {
          case 'signed-in':
            navigate('/main/friends');
            break;
          case 'awaiting-approval':
            navigate('/registration-request-sent');
            break;
          case 'awaiting-email':
            navigate('/awaiting-email-confirmation');
            break;
          case 'unconfirmed':
            navigate(
              needs.reasonRequired
                ? '/registration-request-sent?confirm=email'
                : '/awaiting-email-confirmation',
            );
            break;
          case 'failed':
            setServerErrors(
              result.messages.length > 0 ? result.messages : [t('authScreens.registration.failed')],
            );
            loadCaptcha();
            break;
          case 'unknown':
            // Document 1 §4: an unknown reply is only logged.
            console.warn('Unknown registration reply', result.body);
            break;
        }
      },
    );
  };

  const field = (
    name: RegistrationField | 'bio' | 'token',
    label: string,
    input: (props: {
      id: string;
      'aria-invalid'?: boolean;
      'aria-describedby'?: string;
    }) => ReactNode,
    hint?: string,
  ) => {
    const problem = name in shown ? shown[name as RegistrationField] : undefined;
    const fieldId = `${id}-${name}`;
    const describedBy = [hint ? `${fieldId}-hint` : '', problem ? `${fieldId}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="auth-field">
        <label htmlFor={fieldId}>{label}</label>
        {hint && (
          <span id={`${fieldId}-hint`} className="auth-field__hint">
            {hint}
          </span>
        )}
        {input({
          id: fieldId,
          ...(problem ? { 'aria-invalid': true } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
        {problem && (
          <span id={`${fieldId}-error`} className="auth-field__error">
            {t(
              problem === 'mismatch'
                ? 'authScreens.registration.mismatch'
                : 'authScreens.registration.required',
              {
                field: label,
              },
            )}
          </span>
        )}
      </div>
    );
  };

  const text =
    (name: keyof RegistrationValues, extra: Record<string, string> = {}) =>
    (props: { id: string }) => (
      <input
        {...props}
        {...extra}
        name={name}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
      />
    );

  return (
    <section className="panel auth-screen" aria-labelledby={`${id}-heading`}>
      <header className="panel__heading">
        <h1 id={`${id}-heading`}>{t('routes.registration')}</h1>
      </header>
      <div className="panel__body">
        <form className="auth-form" noValidate onSubmit={submit}>
          <fieldset disabled={pending}>
            <div className="auth-form__pair">
              {field(
                'username',
                t('authScreens.registration.username'),
                text('username', { autoComplete: 'username', autoCapitalize: 'none' }),
                t('authScreens.registration.username_hint'),
              )}
              {needs.profileFields &&
                field(
                  'fullname',
                  t('authScreens.registration.fullname'),
                  text('fullname', { autoComplete: 'name' }),
                )}
            </div>
            {field(
              'email',
              needs.emailRequired
                ? t('authScreens.registration.email')
                : t('authScreens.registration.email_optional'),
              text('email', { type: 'email', autoComplete: 'email' }),
            )}
            {needs.profileFields &&
              field('bio', t('authScreens.registration.bio'), (props) => (
                <textarea
                  {...props}
                  name="bio"
                  value={values.bio}
                  placeholder={t('authScreens.registration.bio_placeholder')}
                  onChange={(e) => set('bio')(e.target.value)}
                />
              ))}
            <div className="auth-form__pair">
              {field(
                'password',
                t('authScreens.registration.password'),
                text('password', { type: 'password', autoComplete: 'new-password' }),
              )}
              {field(
                'confirm',
                t('authScreens.registration.confirm'),
                text('confirm', { type: 'password', autoComplete: 'new-password' }),
              )}
            </div>
            <div className="auth-field">
              <label htmlFor={`${id}-language`}>{t('authScreens.registration.language')}</label>
              <select
                id={`${id}-language`}
                name="language"
                value={values.language}
                onChange={(e) => set('language')(e.target.value)}
              >
                {languages.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            {needs.reasonRequired &&
              field('reason', t('authScreens.registration.reason'), (props) => (
                <textarea
                  {...props}
                  name="reason"
                  value={values.reason}
                  placeholder={t('authScreens.registration.reason_placeholder')}
                  onChange={(e) => set('reason')(e.target.value)}
                />
              ))}
            {urlToken &&
              field('token', t('authScreens.registration.token'), (props) => (
                <input {...props} name="token" value={values.token} readOnly />
              ))}
            <CaptchaField
              captcha={captcha}
              value={values.captchaSolution}
              onChange={set('captchaSolution')}
              onReload={loadCaptcha}
            />
          </fieldset>
          {tos && (
            // The instance's terms bring their own heading, placed under the page's h1. The box
            // scrolls, so it takes focus: keyboard users scroll it with the arrow keys.
            <section
              className="auth-tos"
              aria-label={t('authScreens.registration.tos')}
              tabIndex={0}
            >
              <RichHtml html={tos} className="rich-html" headingBase={2} />
            </section>
          )}
          {serverErrors.length > 0 && (
            <ul
              className="auth-errors"
              role="alert"
              aria-label={t('authScreens.registration.errors')}
            >
              {serverErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <div className="auth-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={pending || captcha === 'loading'}
            >
              {pending
                ? t('authScreens.registration.pending')
                : t('authScreens.registration.submit')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
