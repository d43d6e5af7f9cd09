import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testReport } from "#web/features/permits/__fixtures__/permit-report.ts";
import { SourceIndexProvider } from "../source-citations.tsx";
import { LocalLayer } from "./local-layer.tsx";

const renderLayer = (report: ReturnType<typeof testReport>) =>
  render(
    <SourceIndexProvider sources={report.sources} idPrefix="t">
      <LocalLayer report={report} />
    </SourceIndexProvider>,
  );

describe("LocalLayer", () => {
  it("says when no local rules are on file, and where to find the place's own", () => {
    renderLayer(testReport());
    expect(screen.getByText(/Rules used here:/).parentElement).toHaveTextContent(
      "Rules used here: Model code · State",
    );
    expect(
      screen.getByText(/We have no local rules on file for the City of Springfield/),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: /Find its official website/ })).toHaveAttribute(
      "href",
      "https://www.usa.gov/local-governments",
    );
  });

  it("lists the place's rules with their as-of dates, and links its own site", () => {
    const base = testReport();
    renderLayer(
      testReport({
        layers: { model: true, state: true, local: true, localAsOf: "2026-11-25" },
        localRules: [
          {
            id: "springfield-fence",
            layer: "local",
            topic: "exemption",
            text: "In Springfield a fence over 6 ft needs a permit.",
            section: "Springfield Code §1",
            asOf: "2026-11-25",
            sourceId: "local-springfield-fence",
          },
        ],
        jurisdiction: {
          ...base.jurisdiction,
          office: {
            name: "Springfield Building Division",
            website: "https://springfield.example.gov/building",
            portal: null,
            phone: null,
            address: null,
          },
        },
      }),
    );
    expect(screen.getByText(/Rules used here:/).parentElement).toHaveTextContent(
      "Model code · State · Local (local facts as of Nov 25, 2026)",
    );
    expect(screen.getByText("Local · as of Nov 25, 2026")).toBeVisible();
    expect(screen.getByText(/a fence over 6 ft needs a permit/)).toBeVisible();
    expect(screen.queryByText(/We have no local rules on file/)).toBeNull();
  });
});
