import { stringify } from "csv-stringify/sync";
import { listWaitlistSignups } from "../modules/waitlist/waitlist.service.ts";
import { withCliDatabase } from "./open-cli-database.ts";

// `npm run --silent waitlist:export > signups.csv`: every sign-up, oldest first, as CSV on stdout.
await withCliDatabase(async ({ db }) => {
  const rows = await listWaitlistSignups({ db });
  process.stdout.write(
    stringify(
      rows.map((row) => [row.email, row.createdAt.toISOString()]),
      // A cell starting with = + - @ is a formula to spreadsheets; quote it as text instead.
      { header: true, columns: ["email", "created_at"], escape_formulas: true },
    ),
  );
});
