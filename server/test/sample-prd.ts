/** A PRD's opening and its user stories (the first with nested acceptance criteria): what the hand-off tests start from. */
export const PRD_STORIES = `<h1>Export PRD</h1><p>Why we build it.</p>
<h2>User stories</h2>
<ul><li><p>As a PM, I want to export my PRD as PDF, so that I can share it with execs.</p>
<ul><li><p>Given a saved PRD, when I click Export PDF, then a PDF downloads</p></li><li><p>Tables are kept</p></li></ul></li>
<li><p>As an engineer, I want a link back to the PRD, so that I have the context.</p></li></ul>`;
