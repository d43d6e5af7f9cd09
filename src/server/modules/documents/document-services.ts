import type { DocumentFinding } from "#shared/documents.ts";
import type { Database } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { Logger } from "../../lib/logger.ts";
import type { KnowledgeBase } from "../permits/knowledge-base.ts";
import type { PermitEngine } from "../permits/permit-engine.ts";
import {
  type DocumentCheckJobs,
  type DocumentCheckWork,
  createDocumentCheckJobs,
} from "./document-check-jobs.ts";
import { documentChecklist } from "./document-checklist.ts";
import { checkDocuments } from "./document-findings.ts";
import { readDocument } from "./document-reader.ts";
import type { DocumentStore } from "./document-store.ts";
import { modelDocumentFindings } from "./model-document-findings.ts";

export type DocumentServices = { store: DocumentStore; jobs: DocumentCheckJobs };

/**
 * The deterministic checks: the checklist for the kind of work where the address is, and each
 * item's verdict from the pages' text. The address's place is found again here (not stored), so
 * a check taken up after a restart is judged the same way.
 */
function checkWork(options: {
  kb: KnowledgeBase;
  permits: PermitEngine;
  model: ModelSettings | null;
  log: Logger;
}): DocumentCheckWork {
  const { kb, permits, model, log } = options;
  return {
    readPages: (file, onPage) => readDocument(file, onPage),
    judge: async (check, files) => {
      const jurisdiction = permits.jurisdiction({ address: check.address });
      const checklist = documentChecklist({ kb, projectTypeId: check.projectType, jurisdiction });
      const findings: DocumentFinding[] = checkDocuments({
        checklist,
        files,
        address: { line: check.address },
      }).map((finding) => ({
        ...finding,
        kind: checklist.find((item) => item.id === finding.itemId)?.kind ?? "document",
        by: "checks" as const,
      }));
      if (!model) return findings;
      // Model mode: the model may add findings, each tied to a page it quotes.
      const projectType = kb.projectTypes.find((type) => type.id === check.projectType);
      const added = await modelDocumentFindings({
        settings: model,
        check: { address: check.address, projectType: projectType?.name ?? check.projectType },
        checklistLabels: checklist.map((item) => item.label),
        files,
        log,
      });
      return [...findings, ...added];
    },
  };
}

/** The model's settings when model mode is on (either OpenAI setting), else null. */
function modelSettings(env: Env): ModelSettings | null {
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return null;
  return {
    apiKey: env.OPENAI_API_KEY ?? "not-needed",
    baseUrl: env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
    model: env.CHAT_MODEL,
  };
}
type ModelSettings = { apiKey: string; baseUrl: string; model: string };

/** Where uploads are kept and the job that checks them. */
export function createDocumentServices(options: {
  db: Database;
  env: Env;
  log: Logger;
  /** Where uploads are kept (picked in src/server/providers.ts). */
  store: DocumentStore;
  knowledge: KnowledgeBase;
  permits: PermitEngine;
}): DocumentServices {
  const { db, env, log, store, knowledge, permits } = options;
  const work = checkWork({ kb: knowledge, permits, model: modelSettings(env), log });
  const jobs = createDocumentCheckJobs({ db, store, work, log });
  return { store, jobs };
}
