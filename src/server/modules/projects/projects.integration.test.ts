import { describe, expect, it } from "vitest";
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
});
