/** A UX review checklist for the core flow, tailored with the audience and core tasks when known. */
import { factList, factOr, type Facts } from './coach-facts';
import { capitalise, inSentence } from './phrase';
import { blocks } from './markdown-blocks';

export function draftUxChecklist(facts: Facts): string {
  const product = factOr(facts, 'product_name');
  const audience = inSentence(factOr(facts, 'target_audience'));
  const tasks = facts.subject ? [facts.subject] : factList(facts, 'main_features', ['[core task]']);
  const [task = '[core task]'] = tasks;

  return blocks(
    `## UX review checklist: ${product}`,
    `Walk through the core flow (${tasks.join(', ')}) as one of the ${audience}, screen by screen, and tick each item.`,
    '### First use and navigation',
    [
      `- [ ] A first-time visitor can tell what ${product} does within 5 seconds.`,
      `- [ ] ${capitalise(task)} is reachable in at most 3 steps from the home screen.`,
      '- [ ] The current location is always visible (page title, active navigation item).',
    ],
    '### Hierarchy and layout',
    [
      '- [ ] One primary action per screen, and it is the most prominent element.',
      '- [ ] Headings, spacing and size make the reading order obvious; related items are grouped.',
    ],
    '### Copy',
    [
      `- [ ] Labels use the words ${audience} use, not internal jargon.`,
      '- [ ] Buttons say what happens ("Send invoice", not "Submit"); errors say what went wrong and how to fix it.',
    ],
    '### Affordances and feedback',
    [
      '- [ ] Clickable things look clickable; nothing that looks clickable is inert.',
      '- [ ] Every action responds within 100 ms; anything over 1 s shows progress.',
      '- [ ] Destructive actions ask for confirmation or can be undone.',
    ],
    '### States',
    [
      '- [ ] Each screen has designed empty, loading, error, success and partial-data states.',
      '- [ ] Long names, long lists and no network are handled.',
    ],
    '### Accessibility',
    [
      '- [ ] Text contrast at least 4.5:1 (3:1 for large text and icons), per WCAG 2.2 AA.',
      '- [ ] Everything works by keyboard, with a visible focus indicator in a logical order.',
      '- [ ] Touch targets at least 44 × 44 px; no meaning carried by colour alone; images and icons have text alternatives.',
    ],
    '### Consistency',
    ['- [ ] The same action looks and is named the same everywhere; spacing and type follow one scale.'],
    '### Test it',
    `- [ ] 5 people from ${audience} attempt ${task}: at least 4 of 5 succeed without help, in under 3 minutes.`,
    'For measured contrast, palette, whitespace and density, upload a screenshot in **Designs** and run **Analyze Design**.',
  );
}
