import { useId, useRef, type ReactNode } from 'react';

export interface TabDef {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** A vertical (desktop) or scrolling (mobile) tab list with arrow-key movement (WAI-ARIA tabs). */
export function SettingsTabs({
  label,
  tabs,
  active,
  onSelect,
}: {
  label: string;
  tabs: TabDef[];
  active: string;
  onSelect: (id: string) => void;
}) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  const move = (delta: number) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div className="settings-tabs">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        className="settings-tabs__list"
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowRight') move(1);
          else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') move(-1);
          else if (e.key === 'Home') move(-tabs.findIndex((t) => t.id === current?.id));
          else if (e.key === 'End')
            move(tabs.length - 1 - tabs.findIndex((t) => t.id === current?.id));
          else return;
          e.preventDefault();
        }}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            className="settings-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${current.id}`}
          className="settings-tabs__panel"
          tabIndex={0}
        >
          {current.render()}
        </div>
      )}
    </div>
  );
}
