import { describe, expect, it } from "vitest";
import { createSseLineReader } from "./sse-lines.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("createSseLineReader", () => {
  it("gives each data line once it is complete, however the reads split it", () => {
    const reader = createSseLineReader();
    expect(reader.push('data: {"content":"Hel')).toEqual([]);
    expect(reader.push('lo"}\n\ndata: {"content":" world"}\n')).toEqual([
      '{"content":"Hello"}',
      '{"content":" world"}',
    ]);
    expect(reader.push("\ndata: [DO")).toEqual([]);
    expect(reader.push("NE]\n\n")).toEqual(["[DONE]"]);
  });

  it("treats \\r\\n as one line break even when a read ends between \\r and \\n", () => {
    const reader = createSseLineReader();
    expect(reader.push("data: a\r")).toEqual([]);
    expect(reader.push("\ndata: b\r\n\r\n")).toEqual(["a", "b"]);
  });

  it("decodes a UTF-8 character split between two reads", () => {
    const reader = createSseLineReader();
    const encoded = bytes("data: café\n");
    const cut = encoded.length - 2; // inside the two bytes of "é"
    expect(reader.push(encoded.slice(0, cut))).toEqual([]);
    expect(reader.push(encoded.slice(cut))).toEqual(["café"]);
  });

  it("skips comments and other fields, and takes data with or without the space", () => {
    const reader = createSseLineReader();
    expect(reader.push(": keep-alive\nevent: message\nid: 7\ndata:x\ndata: y\n")).toEqual([
      "x",
      "y",
    ]);
  });

  it("gives a last line without a line break when the stream ends", () => {
    const reader = createSseLineReader();
    expect(reader.push("data: [DONE]")).toEqual([]);
    expect(reader.end()).toEqual(["[DONE]"]);
    expect(reader.end()).toEqual([]);
  });
});
