import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { countyName } from "#web/features/permits/report-format.ts";

/** "Austin, Travis County, Texas"; a state report names the state alone. */
export function jurisdictionName({ jurisdiction }: PermitReport): string {
  const { city, county, stateCode, stateName } = jurisdiction;
  return [city, countyName(county, stateCode), stateName ?? stateCode]
    .filter((part): part is string => Boolean(part))
    .join(", ");
}
