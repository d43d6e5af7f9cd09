import { createRequire } from "node:module";
import path from "node:path";
import { OEM, type Worker, createWorker } from "tesseract.js";
import { AppError } from "#server/lib/app-error.ts";
import { createSerialQueue } from "./serial-queue.ts";

/**
 * The English model that @tesseract.js-data/eng ships for the LSTM engine ("best_int", the one
 * tesseract.js itself would download for it). Given as a folder on disk, tesseract.js reads the
 * file instead of fetching it from its CDN; its wasm core comes from tesseract.js-core in
 * node_modules as well, so OCR needs no network.
 */
const LANGUAGE_FOLDER = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

/** A photo that takes longer than this is given up, and the engine restarted for the next. */
const OCR_DEADLINE_MS = 120_000;

export type RecognizedText = { text: string; confidence: number };

let engine: Promise<Worker> | undefined;
const oneAtATime = createSerialQueue();

function startEngine(): Promise<Worker> {
  const starting = createWorker("eng", OEM.LSTM_ONLY, {
    langPath: LANGUAGE_FOLDER,
    gzip: true,
    // "none": neither read nor write a cached copy (the default writes eng.traineddata into the
    // working directory).
    cacheMethod: "none",
    // Without a handler tesseract.js rethrows a failed job's error inside its message listener,
    // where nothing can catch it and the process would exit; the job's promise rejects anyway.
    errorHandler: () => {},
  });
  // A failed start is not kept: the next image tries again.
  starting.catch(() => {
    if (engine === starting) engine = undefined;
  });
  return starting;
}

/**
 * The text of one image and Tesseract's mean word confidence (0–100), on the process's one OCR
 * engine: a worker thread of its own (tesseract.js's), started with the first image and kept.
 * An image the engine cannot decode is refused with `unreadable_file`.
 */
export function recognizeImage(bytes: Uint8Array): Promise<RecognizedText> {
  return oneAtATime(async () => {
    const running = (engine ??= startEngine());
    const worker = await running;
    let deadline: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => {
        if (engine === running) engine = undefined;
        void worker.terminate();
        reject(unreadable(`not read within ${OCR_DEADLINE_MS} ms`));
      }, OCR_DEADLINE_MS);
    });
    try {
      // A Buffer view of the same memory: tesseract.js takes Buffers, not bare Uint8Arrays.
      const image = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const { data } = await Promise.race([worker.recognize(image), timedOut]);
      return { text: data.text.trim(), confidence: data.confidence };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // tesseract.js rejects with the engine's message as a string ("Error: Error attempting to
      // read image."): the bytes had a PNG or JPEG signature but no image could be decoded.
      throw unreadable(String(error));
    } finally {
      clearTimeout(deadline);
    }
  });
}

/** Stops the OCR engine's thread, if it was started. */
export async function closeOcr(): Promise<void> {
  const running = engine;
  engine = undefined;
  if (!running) return;
  const worker = await running.catch(() => undefined);
  await worker?.terminate();
}

function unreadable(reason: string): AppError {
  return new AppError("unreadable_file", { cause: new Error(reason) });
}
