/** The wording the document scan recognises, beyond section headings and metrics. */

/** A user story: "As a …, I want …". */
export const STORY = /\bas an? [^,.]{1,80},? i (?:want|need|can|would like)\b/i;
/** Words that say a paragraph describes a problem (an opening problem statement without a heading). */
export const PROBLEM_CUES =
  /\b(problem|pain|struggl\w*|frustrat\w*|lose|losing|lost|late|manual\w*|slow|costs?|churn\w*|complain\w*|waste\w*|hours?|today|currently|workaround|miss\w*|fail\w*|drop\w*|errors?)\b/i;
/** Lines that belong to the bullet above them: "Baseline:", "Target:", Given/When/Then. */
export const ATTACHED_LABEL =
  /^(baseline|target|goal|current|today|owner|measured|source|acceptance|criteria|given|when|then|and|note|why)\b/i;
export const ATTACHED_TEXT = /^(given|when|then|and|but|acceptance criteri\w*)\b/i;
/** Headings that group requirements rather than name a section. */
export const GROUP_HEADING = /\b(must|should|could|won.t|nice|priority|p[0-3]|phase|functional|v\d|core|other)\b/i;
