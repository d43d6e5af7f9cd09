import type { Database } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Metrics } from "../../lib/metrics.ts";
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
import { type DocumentStore, createDocumentStore } from "./document-store.ts";

export type DocumentServices = { store: DocumentStore; jobs: DocumentCheckJobs };

/**
 * The deterministic checks: the checklist for the kind of work where the address is, and each
 * item's verdict from the pages' text. The address's place is found again here (not stored), so
 * a check taken up after a restart is judged the same way.
 */
function engineWork(kb: KnowledgeBase, permits: PermitEngine): DocumentCheckWork {
  return {
    readPages: (file, onPage) => readDocument(file, onPage),
    judge: async (check, files) => {
      const jurisdiction = permits.jurisdiction({ address: check.address });
      const checklist = documentChecklist({ kb, projectTypeId: check.projectType, jurisdiction });
      return checkDocuments({ checklist, files, address: { line: check.address } }).map(
        (finding) => ({ ...finding, by: "checks" as const }),
      );
    },
  };
}

/** Where uploads are kept and the job that checks them. */
export function createDocumentServices(options: {
  db: Database;
  env: Env;
  log: Logger;
  metrics: Metrics;
  knowledge: KnowledgeBase;
  permits: PermitEngine;
}): DocumentServices {
  const { db, env, log, knowledge, permits } = options;
  const store = createDocumentStore(env, log);
  const jobs = createDocumentCheckJobs({ db, store, work: engineWork(knowledge, permits), log });
  return { store, jobs };
}
