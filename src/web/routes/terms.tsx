import { pageTitle } from "#shared/site.ts";
import { TermsOfService } from "#web/features/legal/components/terms-of-service.tsx";

const DESCRIPTION =
  "The terms that apply when you use PermitLM: accounts, credits, payment and fair use.";

export const meta = () => [
  { title: pageTitle("Terms of Service") },
  { name: "description", content: DESCRIPTION },
];

export default TermsOfService;
