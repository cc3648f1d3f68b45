import { useTranslation } from '../../i18n/useTranslation';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { stickersOf, type Sticker } from './rules/stickers';

/** Sticker packs the instance lists (document 3 §5: shown only when there are any). */
export function StickerPanel({ onPick }: { onPick: (sticker: Sticker) => void }) {
  const { t } = useTranslation();
  const packs = useInstanceStore((s) => s.stickers);
  return (
    <div className="emoji-picker__stickers">
      {packs.map((pack) => (
        <section key={pack.pack} aria-label={pack.meta.title}>
          <h3 className="emoji-picker__title">{pack.meta.title}</h3>
          <div className="emoji-picker__sticker-grid">
            {stickersOf(pack).map((sticker) => (
              <button
                key={sticker.path}
                type="button"
                className="emoji-picker__sticker"
                aria-label={t('emoji.attach_sticker', { name: sticker.name })}
                title={sticker.name}
                onClick={() => onPick(sticker)}
              >
                <img src={sticker.path} alt="" width={56} height={56} loading="lazy" />
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function useHasStickers(): boolean {
  return useInstanceStore((s) => s.stickers.length > 0);
}
