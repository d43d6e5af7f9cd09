import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import { sampleProperty } from "#shared/addresses.ts";
import { authed, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { useTestApp } from "../../../../tests/helpers/test-app.ts";

const testApp = useTestApp();

describe("/api/projects", () => {
  it("creates, lists and opens the user's own projects only", async () => {
    const { app } = testApp;
    const owner = await signUp(app, "projects-owner@example.com");
    const other = await signUp(app, "projects-other@example.com");
    const created = await app.request(
      "/api/projects",
      jsonPost(owner.cookie, { address: "10 Main St, Portland, OR 97201", project_type: "adu" }),
    );
    expect(created.status).toBe(201);
    const { project } = await created.json();
    expect(project).toMatchObject({
      name: "Project at 10 Main St, Portland, OR 97201",
      address: "10 Main St, Portland, OR 97201",
      project_type: "adu",
      propertyDetails: null,
    });

    const listed = await (await app.request("/api/projects", authed(owner.cookie))).json();
    expect(listed.projects.map((item: { id: string }) => item.id)).toEqual([project.id]);
    const opened = await app.request(`/api/projects/${project.id}`, authed(owner.cookie));
    expect((await opened.json()).project.id).toBe(project.id);

    expect(
      (await (await app.request("/api/projects", authed(other.cookie))).json()).projects,
    ).toEqual([]);
    expect((await app.request(`/api/projects/${project.id}`, authed(other.cookie))).status).toBe(
      404,
    );
    expect((await app.request("/api/projects/not-a-uuid", authed(owner.cookie))).status).toBe(404);
    expect((await app.request("/api/projects")).status).toBe(401);
  });

  it("refuses a project without an address or with an unknown type", async () => {
    const { app } = testApp;
    const { cookie } = await signUp(app, "projects-bad@example.com");
    for (const body of [{}, { address: "  " }, { address: "10 Main St", project_type: "castle" }]) {
      const response = await app.request("/api/projects", jsonPost(cookie, body));
      expect(response.status).toBe(400);
    }
  });

  it("refuses property details of the wrong shape (400), keeps right ones, and reads bad old rows as unknown", async () => {
    const { app, database } = testApp;
    const { cookie, userId } = await signUp(app, "projects-details@example.com");
    const address = "10 Main St, Portland, OR 97201";
    for (const propertyDetails of [
      {},
      { address },
      { ...sampleProperty(address), yearBuilt: "1975" },
      { ...sampleProperty(address), images: ["javascript:alert(1)"] },
      { ...sampleProperty(address), preciseLocation: { lat: 300, lng: 0 } },
    ]) {
      const refused = await app.request(
        "/api/projects",
        jsonPost(cookie, { address, propertyDetails }),
      );
      expect(refused.status).toBe(400);
    }
    expect((await (await app.request("/api/projects", authed(cookie))).json()).projects).toEqual(
      [],
    );

    const details = sampleProperty(address);
    const created = await app.request(
      "/api/projects",
      jsonPost(cookie, { address, propertyDetails: details }),
    );
    expect(created.status).toBe(201);
    const { project } = await created.json();
    expect(project.propertyDetails).toEqual(details);

    // A row saved before the shape was checked: its page must still open.
    await database.db.execute(
      sql`update projects set property_details = '{}'::jsonb where user_id = ${userId}`,
    );
    const opened = await app.request(`/api/projects/${project.id}`, authed(cookie));
    expect((await opened.json()).project).toMatchObject({ id: project.id, propertyDetails: null });
  });

  it("renames and deletes the user's own projects, with the project's conversations", async () => {
    const { app, database } = testApp;
    const owner = await signUp(app, "projects-rename@example.com");
    const other = await signUp(app, "projects-rename-other@example.com");
    const created = await app.request(
      "/api/projects",
      jsonPost(owner.cookie, { address: "1 Elm St, Austin, TX 78701" }),
    );
    const { project } = await created.json();
    const patch = (cookie: string, id: string, body: unknown) =>
      app.request(`/api/projects/${id}`, {
        ...jsonPost(cookie, body),
        method: "PATCH",
      });

    for (const body of [{}, { name: "   " }, { name: "x".repeat(121) }, { name: 7 }]) {
      expect((await patch(owner.cookie, project.id, body)).status).toBe(400);
    }
    expect((await patch(other.cookie, project.id, { name: "Mine" })).status).toBe(404);
    const renamed = await patch(owner.cookie, project.id, { name: "  Kitchen remodel  " });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).project).toMatchObject({
      id: project.id,
      name: "Kitchen remodel",
    });

    const ask = jsonPost(owner.cookie, {
      query: "Do I need a permit for a deck?",
      projectId: project.id,
      sessionId: "delete-me",
      options: { streaming: false },
    });
    const asked = await app.request("/api/chat-permits", {
      ...ask,
      headers: {
        ...(ask.headers as Record<string, string>),
        "idempotency-key": "project-delete-1",
      },
    });
    expect(asked.status).toBe(200);
    const messages = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from chat_messages where project_id = ${project.id}`,
        ),
      )[0];
    expect(await messages()).toMatchObject({ n: 2 });

    const remove = (cookie: string) =>
      app.request(`/api/projects/${project.id}`, authed(cookie, { method: "DELETE" }));
    expect((await remove(other.cookie)).status).toBe(404);
    expect((await remove(owner.cookie)).status).toBe(204);
    expect((await remove(owner.cookie)).status).toBe(404);
    expect(await messages()).toMatchObject({ n: 0 });
    expect((await app.request(`/api/projects/${project.id}`, authed(owner.cookie))).status).toBe(
      404,
    );
    // Credits spent stay spent: the ledger keeps its row.
    const history = await (
      await app.request("/api/credits/transactions", authed(owner.cookie))
    ).json();
    expect(history.transactions[0]).toMatchObject({ transaction_type: "query_usage", amount: -2 });
  });
});
