import { type KeyboardEvent, type ReactNode, useId } from "react";
import { cn } from "#web/lib/cn.ts";
import type { CredentialsMode } from "./credentials-form.tsx";

const TABS: { mode: CredentialsMode; label: string }[] = [
  { mode: "sign-in", label: "Sign in" },
  { mode: "sign-up", label: "Sign up" },
];

type AuthTabsProps = {
  mode: CredentialsMode;
  onModeChange: (mode: CredentialsMode) => void;
  children: ReactNode;
};

/** "Sign in" / "Sign up" as ARIA tabs: arrow keys, Home and End move between them. */
export function AuthTabs({ mode, onModeChange, children }: AuthTabsProps) {
  const baseId = useId();
  const tabId = (tabMode: CredentialsMode) => `${baseId}-tab-${tabMode}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.mode === mode);
    const next = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    const target = next === undefined ? undefined : TABS[next];
    if (!target) return;
    event.preventDefault();
    onModeChange(target.mode);
    document.getElementById(tabId(target.mode))?.focus();
  }

  return (
    <div className="grid gap-6">
      <div
        role="tablist"
        aria-label="Sign in or create an account"
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {TABS.map((tab) => {
          const selected = tab.mode === mode;
          return (
            <button
              key={tab.mode}
              id={tabId(tab.mode)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onModeChange(tab.mode)}
              onKeyDown={onKeyDown}
              className={cn(
                "h-10 rounded-md text-sm font-semibold transition-colors",
                selected
                  ? "bg-white text-slate-900 shadow-sm"
                  : "text-slate-600 hover:text-slate-900",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mode)}>
        {children}
      </div>
    </div>
  );
}
