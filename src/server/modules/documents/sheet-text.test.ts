import { describe, expect, it } from "vitest";
import { findAddress, parseStreetAddress } from "./address-match.ts";
import { isTitleLine, negationIn } from "./page-lines.ts";
import { holdsParcel, parcelsIn } from "./parcel-match.ts";
import { dimensionsIn, scaleIn } from "./scale-and-dimensions.ts";

describe("reading drawing text", () => {
  it("tells a sheet title from a sentence in a note", () => {
    expect(isTitleLine("A1.0 FLOOR PLAN")).toBe(true);
    expect(isTitleLine('FLOOR PLAN SCALE: 1/4" = 1\'-0"')).toBe(true);
    expect(isTitleLine("Compliance Certificate")).toBe(true);
    expect(isTitleLine("SEE FLOOR PLAN FOR ALL ROOM DIMENSIONS")).toBe(false);
    expect(isTitleLine("CONTRACTOR SHALL VERIFY SITE PLAN SETBACKS")).toBe(false);
  });

  it("sees a document marked as coming later", () => {
    expect(negationIn("ENERGY CALCS: DEFERRED SUBMITTAL")).toBe("DEFERRED SUBMITTAL");
    expect(negationIn("TRUSS DRAWINGS BY OTHERS")).toBe("BY OTHERS");
    expect(negationIn("ENERGY COMPLIANCE")).toBeNull();
  });

  it("reads architectural, engineering and ratio scales, and NTS", () => {
    expect(scaleIn('SCALE: 1/4" = 1\'-0"')?.kind).toBe("scale");
    expect(scaleIn('3/16"=1\'-0"')?.kind).toBe("scale");
    expect(scaleIn("SITE PLAN 1\" = 20'")?.kind).toBe("scale");
    expect(scaleIn("SCALE 1:100")?.kind).toBe("scale");
    expect(scaleIn("DETAIL 4 - N.T.S.")?.kind).toBe("not-to-scale");
    expect(scaleIn("NOT TO SCALE")?.kind).toBe("not-to-scale");
    expect(scaleIn("MEETING AT 1:30 PM")).toBeNull();
    expect(scaleIn("PLANTS AND SHRUBS")).toBeNull();
  });

  it("counts dimensions, not the scale's own feet and inches", () => {
    expect(dimensionsIn("BEDROOM 12'-6\" X 14'-0\"")).toBe(2);
    expect(dimensionsIn("REAR SETBACK 25'")).toBe(1);
    expect(dimensionsIn('SCALE: 1/4" = 1\'-0"')).toBe(0);
    expect(dimensionsIn("OWNER'S NAME")).toBe(0);
  });

  it("reads labelled parcel numbers", () => {
    expect(parcelsIn("APN: 012-0345-006")).toEqual([{ value: "012-0345-006", at: 0 }]);
    expect(parcelsIn("PARCEL ID 15-22-301-004")[0]?.value).toBe("15-22-301-004");
    expect(parcelsIn("P.I.N. 0912.34.5678")[0]?.value).toBe("0912.34.5678");
    expect(parcelsIn("SET IRON PIN 12 FT FROM CORNER")).toEqual([]);
    expect(parcelsIn("PARCEL NUMBER (APN): 0123-4567-89")[0]?.value).toBe("0123-4567-89");
    expect(parcelsIn("Parcel (APN): 0123-4567-89")[0]?.value).toBe("0123-4567-89");
    expect(holdsParcel("Tax ID: 012 0345 006", "012-0345-006")).toBe(false);
    expect(holdsParcel("APN 0120345006", "012-0345-006")).toBe(true);
  });

  it("reads an address's house number and street", () => {
    expect(parseStreetAddress("1234 N. Oak Street, Apt 2, Springfield, IL")).toEqual({
      number: "1234",
      preDirection: "n",
      name: ["oak"],
      suffix: "st",
    });
    expect(parseStreetAddress("Oak Street, Springfield")).toBeNull();
  });

  it("finds the address with St for Street, without the direction, in any case", () => {
    const address = parseStreetAddress("1234 N Oak Street")!;
    expect(findAddress(["PROJECT: 1234 OAK ST."], address)).toEqual({ line: 0, otherNumber: null });
    expect(findAddress(["1234 north oak street"], address)?.otherNumber).toBeNull();
    expect(findAddress(["1234 S OAK ST"], address)).toBeNull();
    expect(findAddress(["1234 OAK AVE"], address)).toBeNull();
  });
});
