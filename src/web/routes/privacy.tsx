import { pageTitle } from "#shared/site.ts";
import { PrivacyPolicy } from "#web/features/legal/components/privacy-policy.tsx";

const DESCRIPTION =
  "What PermitLM keeps about you, why, who else sees it, and how to have it deleted.";

export const meta = () => [
  { title: pageTitle("Privacy Policy") },
  { name: "description", content: DESCRIPTION },
];

export default PrivacyPolicy;
