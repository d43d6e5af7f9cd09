import { pageTitle } from "#shared/site.ts";
import { RefundPolicy } from "#web/features/legal/components/refund-policy.tsx";

const DESCRIPTION =
  "Failed answers are refunded automatically; unused credit packs can be refunded within 30 days.";

export const meta = () => [
  { title: pageTitle("Refund Policy") },
  { name: "description", content: DESCRIPTION },
];

export default RefundPolicy;
