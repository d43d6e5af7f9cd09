import { stringify } from "csv-stringify/sync";
import { openDatabase } from "../db/database.ts";
import { parseEnv } from "../env.ts";
import { listWaitlistSignups } from "../modules/waitlist/waitlist.service.ts";

// `npm run --silent waitlist:export > signups.csv`: every sign-up, oldest first, as CSV on stdout.
// On the embedded database, stop the server first: only one process may open a PGlite directory.
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const rows = await listWaitlistSignups({ db: database.db });
  process.stdout.write(
    stringify(
      rows.map((row) => [row.email, row.createdAt.toISOString()]),
      // A cell starting with = + - @ is a formula to spreadsheets; quote it as text instead.
      { header: true, columns: ["email", "created_at"], escape_formulas: true },
    ),
  );
} finally {
  await database.close();
}
