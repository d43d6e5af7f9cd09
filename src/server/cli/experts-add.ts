import { parseArgs } from "node:util";
import { z } from "zod";
import { addExpert } from "../modules/chat/experts-admin.service.ts";
import { withCliDatabase } from "./open-cli-database.ts";

// `npm run experts:add -- --id jane-doe-architect --name "Jane Doe, AIA" --role "Licensed architect"
//   --specialty "ADUs and additions" --experience "12 years" --location "Austin, TX"
//   --availability "Weekdays" --phone "512-555-0100" --topics architect,adu,addition
//   [--website https://…] [--rating 4.8 --reviews 31]`
// For support staff: adds a vetted professional the chat may suggest when a question names one
// of their topics. A rating is stored only with its review count.
const { values } = parseArgs({
  options: Object.fromEntries(
    [
      "id",
      "name",
      "role",
      "specialty",
      "experience",
      "location",
      "availability",
      "phone",
      "website",
      "topics",
      "rating",
      "reviews",
    ].map((name) => [name, { type: "string" as const }]),
  ),
});
const number = (text: string | undefined) => (text === undefined ? null : Number(text));

try {
  const input = {
    id: values.id,
    name: values.name,
    role: values.role,
    specialty: values.specialty,
    experience: values.experience,
    location: values.location,
    availability: values.availability,
    phoneNumber: values.phone ?? null,
    website: values.website ?? null,
    topics: values.topics?.split(",") ?? [],
    rating: number(values.rating),
    reviewCount: number(values.reviews),
  };
  await withCliDatabase(({ db }) => addExpert(db, input as Parameters<typeof addExpert>[1]));
  console.info(`added expert ${values.id}`);
} catch (error) {
  const message =
    error instanceof z.ZodError
      ? error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join("\n")
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(message);
  process.exitCode = 2;
}
