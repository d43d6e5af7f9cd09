import { chromium } from "playwright-core";
const base = "http://localhost:4300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
for (const [w, h, name] of [[1280, 800, "desktop"], [390, 844, "phone"]] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });

  // chat: sign up and ask
  const email = `shot-${name}-${Date.now()}@example.com`;
  const r = await page.request.post(`${base}/api/auth/sign-up/email`, { data: { email, password: "Correct horse battery 9!", name: "Shot" }, headers: { origin: base } });
  const p = await page.request.post(`${base}/api/projects`, { data: { address: "55 Broadway Denver", project_type: "building_permit" }, headers: { origin: base } });
  const { project } = await p.json();
  console.log(r.status(), await r.text().then(t=>t.slice(0,200)), p.status(), JSON.stringify(project).slice(0,200));
  await page.goto(`${base}/project-setup-chat/${project.id}`);
  await page.goto(`${base}/permits/search?address=${encodeURIComponent("9201 Basil Ct, Largo, MD 20774")}`); await page.waitForTimeout(2500); await page.screenshot({ path: `/tmp/report-${name}.png` });
  await page.goto(`${base}/project-setup-chat/${project.id}`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/chat0-${name}.png` });
  await page.getByRole("textbox").first().fill("Do I need a permit for a 6 ft fence?");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/chat-${name}.png`, fullPage: false });
  console.log(name, r.status(), p.status());
}
await browser.close();
