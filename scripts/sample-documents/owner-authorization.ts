import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/helpers/chromium.ts";

/**
 * The owner's signed authorization letter as a phone scan would bring it: a letter page on a
 * grey desk, a little rotated, the paper greyish and folded once, the signature in pen. Flat
 * colours keep the PNG small (a lighting gradient tripled its size). Every name, address
 * and number in it is invented.
 */
const LETTER_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 850px; height: 1100px; overflow: hidden; }
  body { background: #8c8981; }
  .paper {
    position: absolute; left: 45px; top: 40px; width: 760px; height: 1010px;
    box-sizing: border-box; padding: 70px 72px;
    transform: rotate(-1.3deg);
    background: #e6e3dc;
    box-shadow: 2px 4px 12px rgba(0, 0, 0, 0.35);
    font: 17px/1.55 "Liberation Serif", serif; color: #26252a;
  }
  h1 { font: bold 22px "Liberation Sans", sans-serif; letter-spacing: 1px; margin: 0 0 26px; }
  p { margin: 0 0 16px; }
  .fields { margin-top: 34px; }
  .field { display: flex; align-items: flex-end; margin-bottom: 18px; }
  .field b { width: 120px; }
  .field span { border-bottom: 1px solid #555; min-width: 300px; padding: 0 6px; }
  .fold { position: absolute; left: 0; right: 0; top: 48%; height: 2px;
          background: rgba(0, 0, 0, 0.06); }
</style></head>
<body><div class="paper">
  <h1>OWNER AUTHORIZATION</h1>
  <p>Date: November 3, 2026</p>
  <p>To: City of Austin, Development Services Department<br>
     Re: Building permit application for 1234 Oak Street, Austin, TX 78704<br>
     Parcel (APN): 0123-4567-89</p>
  <p>I, Jane Rivera, owner of 1234 Oak Street, Austin, TX 78704, authorize
     Lone Star Builders LLC (License No. LSB-40218), 77 Mesquite Lane, Austin, TX 78745,
     to apply for building permits for a one-story rear addition at this property, to
     schedule inspections, and to act as my agent with the City for this work.</p>
  <p>This authorization is valid until the work is complete or until I withdraw it
     in writing.</p>
  <div class="fields">
    <div class="field"><b>Owner:</b><span>Jane Rivera</span></div>
    <div class="field"><b>Signature:</b><span>
      <svg width="220" height="44" viewBox="0 0 220 44"><path fill="none" stroke="#1d2a6b"
        stroke-width="2" d="M5 30 C 20 5, 30 5, 28 32 S 45 40, 55 18 S 70 35, 80 22
        S 95 10, 105 30 S 130 38, 140 15 S 160 34, 175 24 S 200 20, 215 28"/></svg>
    </span></div>
    <div class="field"><b>Date:</b><span>11/03/2026</span></div>
    <div class="field"><b>Phone:</b><span>(512) 555-0142</span></div>
  </div>
  <div class="fold"></div>
</div></body></html>`;

export type OwnerAuthorizationScans = { png: Uint8Array; jpeg: Uint8Array };

/** The letter as a 150 dpi PNG scan, and a smaller JPEG of the same page as a phone photo. */
export async function renderOwnerAuthorization(): Promise<OwnerAuthorizationScans> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", ...CHROMIUM_ARGS],
  });
  try {
    // 850 × 1100 CSS pixels at 1.5 device pixels each: a letter page at 150 dpi.
    const scan = await browser.newPage({
      viewport: { width: 850, height: 1100 },
      deviceScaleFactor: 1.5,
    });
    await scan.setContent(LETTER_HTML);
    const png = await scan.screenshot({ type: "png" });
    const photo = await browser.newPage({ viewport: { width: 850, height: 1100 } });
    await photo.setContent(LETTER_HTML);
    const jpeg = await photo.screenshot({ type: "jpeg", quality: 70 });
    return { png, jpeg };
  } finally {
    await browser.close();
  }
}
