import { describe, expect, it } from "vitest";
import { kindsNamedIn, readDocumentLine } from "./document-lines.ts";

describe("reading a project type's document line", () => {
  it("names every kind a line lists, in order", () => {
    expect(readDocumentLine("Floor plans, elevations and sections")).toEqual([
      {
        label: "Floor plans, elevations and sections",
        appliesWhen: null,
        alternatives: [["floor-plan", "elevations", "sections"]],
      },
    ]);
  });

  it("splits parts at semicolons, each with its own condition", () => {
    const parts = readDocumentLine(
      "Foundation, framing and roof plans; structural calculations where needed",
    );
    expect(parts.map((part) => [part.alternatives, part.appliesWhen])).toEqual([
      [[["foundation-plan", "framing-plan", "roof-plan"]], null],
      [[["structural-calculations"]], "where needed"],
    ]);
  });

  it("keeps a colon list as one document, named by what comes before the colon", () => {
    const [deck, ...rest] = readDocumentLine(
      "Deck plan: footing size, depth and spacing; post, beam and joist sizes and spans; decking",
    );
    expect(rest).toEqual([]);
    expect(deck?.alternatives).toEqual([["deck-plan"]]);
  });

  it("reads 'or' as alternatives, and a piece naming nothing as part of its neighbour", () => {
    expect(
      readDocumentLine(
        "Floor plan and elevations, or the manufacturer's drawings for a kit or prefab shed",
      )[0]?.alternatives,
    ).toEqual([["floor-plan", "elevations"], ["manufacturer-drawings"]]);
  });

  it("takes conditions that lead, trail or stand in brackets", () => {
    expect(
      readDocumentLine(
        "Usually none; if pipe is replaced, a permit application describing the work",
      ),
    ).toEqual([
      {
        label: "A permit application describing the work",
        appliesWhen: "if pipe is replaced",
        alternatives: [["permit-application"]],
      },
    ]);
    expect(
      readDocumentLine(
        "Manufacturer's specifications or product approvals (required in high-wind regions)",
      )[0]?.appliesWhen,
    ).toBe("in high-wind regions");
    expect(
      readDocumentLine(
        "Ledger attachment and flashing details where the deck is attached to the house",
      )[0],
    ).toMatchObject({
      appliesWhen: "where the deck is attached to the house",
      alternatives: [["details-ledger-flashing"]],
    });
  });

  it("does not take a description for a condition", () => {
    expect(readDocumentLine("Site plan showing where the shelter goes")[0]?.appliesWhen).toBeNull();
  });

  it("lists nothing for 'Usually none'", () => {
    expect(readDocumentLine("Usually none")).toEqual([]);
  });

  it("tells a heating and cooling load calculation from an electrical one", () => {
    expect(kindsNamedIn("HVAC load calculation")).toEqual(["hvac-load"]);
    expect(kindsNamedIn("Load calculation when the service is increased")).toEqual([
      "electrical-load",
    ]);
  });

  it("takes the permit application for itself, whatever it lists", () => {
    expect(
      kindsNamedIn("Permit application with the service size and panel specifications"),
    ).toEqual(["permit-application"]);
  });
});
