import { describe, expect, it } from "vitest";
import {
  countyName,
  displayUrl,
  formatBusinessDays,
  likelyMoney,
  formatDate,
  formatLimit,
  formatMoneyRange,
} from "./report-format.ts";

describe("report formatting", () => {
  it("writes exemption limits as words with their units", () => {
    expect(formatLimit("floorAreaSqFt", 200)).toBe("Floor area: up to 200 sq ft");
    expect(formatLimit("aboveGradeIn", 30)).toBe("Above grade: up to 30 in");
    expect(formatLimit("heightFt", 2.5)).toBe("Height: up to 2.5 ft");
    expect(formatLimit("stories", 1)).toBe("Stories: up to 1");
    expect(formatLimit("depthInLessThan", 24)).toBe("Depth: under 24 in");
  });

  it("writes plan review time in business days, same day when it may be none", () => {
    expect(formatBusinessDays({ low: 2, high: 5 })).toBe("2–5 business days");
    expect(formatBusinessDays({ low: 1, high: 1 })).toBe("1 business day");
    expect(formatBusinessDays({ low: 0, high: 3 })).toBe("Same day to 3 business days");
    expect(formatBusinessDays({ low: 0, high: 0 })).toBe("Same day");
  });

  it("writes money ranges and dates the same in every time zone", () => {
    expect(formatMoneyRange({ low: 92, high: 1218 })).toBe("$92–$1,218");
    expect(formatMoneyRange({ low: 300, high: 300 })).toBe("$300");
    expect(formatDate("2023-01-01")).toBe("Jan 1, 2023");
  });

  it("names counties, parishes and none in DC", () => {
    expect(countyName("Travis", "TX")).toBe("Travis County");
    expect(countyName("Orleans", "LA")).toBe("Orleans Parish");
    expect(countyName("Travis County", "TX")).toBe("Travis County");
    expect(countyName("District of Columbia", "DC")).toBeNull();
    expect(countyName(null, "TX")).toBeNull();
  });

  it("shows a link's address without its scheme, www or trailing slash", () => {
    expect(displayUrl("https://www.austintexas.gov/department/")).toBe(
      "austintexas.gov/department",
    );
  });
});

describe("likelyMoney", () => {
  it("says the middle of a range as a person would", () => {
    expect(likelyMoney({ low: 198, high: 660 })).toBe("$430");
    expect(likelyMoney({ low: 1200, high: 3420 })).toBe("$2,300");
    expect(likelyMoney({ low: 75, high: 75 })).toBe("$80");
  });
});
