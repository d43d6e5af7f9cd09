/** The welcome message's example questions; a click sends one as typed. */
export const EXAMPLE_QUESTIONS = [
  "What permits do I need to build an ADU on this property?",
  "Do I need a permit to replace my roof or windows?",
  "What are the setback requirements for an addition?",
  "How long does the permit process usually take here?",
  "How much do permits cost for a kitchen remodel?",
] as const;
