import { useState } from "react";
import { siteOrigin } from "#content/content-files.server.ts";
import { pageTitle } from "#shared/site.ts";
import { type WidgetOptions, WIDGET_SCRIPT_PATH, widgetSnippet } from "#shared/widget.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { WidgetDemo } from "#web/features/widget/components/widget-demo.tsx";
import { WidgetOptionsForm } from "#web/features/widget/components/widget-options-form.tsx";
import { WidgetSnippet } from "#web/features/widget/components/widget-snippet.tsx";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import type { Route } from "./+types/components";

const TITLE = "Components";
const INTRO =
  "Put a free permit check on your own site: one script tag, and your visitors look up the permit rules for any US address without leaving your page.";

/** Runs when the site is built: the snippet names the site's public address. */
export function loader() {
  return { origin: siteOrigin() };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();
clientLoader.hydrate = true as const;

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

const OPTIONS = [
  ["data-theme", "light or dark", "The widget's colours. Anything else is light."],
  [
    "data-accent",
    "a hex colour, #rgb or #rrggbb",
    "Buttons, links and focus rings take it; the button's text turns black or white to stay readable. Anything that is not a hex colour is ignored.",
  ],
  [
    "data-target",
    "a CSS selector, e.g. #permit-check",
    "The element to put the widget in. Without it (or when nothing matches) it goes right after the script tag.",
  ],
] as const;

const BEHAVIOUR = [
  "Visitors type an address and pick a suggestion (arrow keys, Enter and Escape work too), then see who issues permits there, the adopted codes and whether common projects need a permit, each with its source.",
  "It is free for your visitors and for you: no account, no API key, no cookies.",
  "“Full report and chat on PermitLM” opens the address's complete report on PermitLM in a new tab, where visitors can ask the AI permit chat about their project.",
  "It runs in a frame from PermitLM, so your page's styles and scripts and ours never meet, and it grows and shrinks with its content.",
];

/** The developer platform's components: the embeddable permit check. */
export default function ComponentsPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  // The page's own address once in the browser, so the live widget and its snippet match it.
  const origin = hydrated ? window.location.origin : loaderData.origin;
  const [options, setOptions] = useState<WidgetOptions>({ theme: "light" });
  return (
    <PageShell title={TITLE} intro={INTRO}>
      <section aria-labelledby="permit-check-widget" className="mt-10 grid gap-6">
        <h2 id="permit-check-widget" className="text-2xl font-bold tracking-tight text-slate-900">
          Permit check widget
        </h2>
        <WidgetOptionsForm options={options} onChange={setOptions} />
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Paste this where the widget should appear
          </h3>
          <WidgetSnippet snippet={widgetSnippet(origin, options)} />
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Live, from that snippet
          </h3>
          {hydrated ? (
            <WidgetDemo origin={origin} options={options} />
          ) : (
            <p className="text-sm text-slate-600">The widget appears here once the page loads.</p>
          )}
        </div>
      </section>
      <section aria-labelledby="widget-options" className="mt-12 grid gap-4">
        <h2 id="widget-options" className="text-2xl font-bold tracking-tight text-slate-900">
          Options
        </h2>
        <dl className="grid gap-4">
          {OPTIONS.map(([name, values, meaning]) => (
            <div key={name} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm font-semibold">
                  {name}
                </code>
              </dt>
              <dd className="text-slate-700">
                <span className="font-medium text-slate-900">{values}.</span> {meaning}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="widget-behaviour" className="mt-12 grid gap-4">
        <h2 id="widget-behaviour" className="text-2xl font-bold tracking-tight text-slate-900">
          How it behaves
        </h2>
        <ul className="grid list-disc gap-2 pl-6 text-slate-700">
          {BEHAVIOUR.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">
          The script, <code>{WIDGET_SCRIPT_PATH}</code>, is under 2 KB compressed and loads{" "}
          <code>async</code>, so it never holds up your page.
        </p>
      </section>
    </PageShell>
  );
}
