import { JOURNEY_TYPES, type JourneyType } from './constants';

/** A journey's icon, by name; the client draws each name (a new name must be drawn, or it does not compile). */
export type JourneyIcon = 'compass' | 'palette' | 'file-text' | 'flask' | 'wand';

export type Journey = {
  type: JourneyType;
  /** The home screen card's title. */
  label: string;
  /** How a sentence names the journey ("your PRD journey", "the feature exploration"); acronyms stay upper-case. */
  name: string;
  description: string;
  icon: JourneyIcon;
  /** The questionnaire that guides the journey's chat (Admin Dashboard → Journey Questionnaires). */
  questionnaire: JourneyType;
  /** Opens the documents editor rather than a chat: its documents are editor documents. */
  opensEditor: boolean;
  /** Shows the Pro badge (nothing is blocked). */
  pro: boolean;
};

/**
 * Every journey of the home screen, in one place: the cards, the chat prompt, the seeded questionnaires
 * and the test data read it. A journey type without its entry here does not compile.
 */
export const JOURNEYS: { readonly [T in JourneyType]: Journey & { type: T } } = {
  explore: {
    type: 'explore',
    label: 'Explore New Features',
    name: 'feature exploration',
    description: 'Brainstorm and rank feature ideas for your users.',
    icon: 'compass',
    questionnaire: 'explore',
    opensEditor: false,
    pro: false,
  },
  design: {
    type: 'design',
    label: 'Refine UX Design',
    name: 'UX design',
    description: 'Walk through a flow and find where users get stuck.',
    icon: 'palette',
    questionnaire: 'design',
    opensEditor: false,
    pro: false,
  },
  prd: {
    type: 'prd',
    label: 'Draft a PRD from Scratch',
    name: 'PRD',
    description: 'Answer a few questions, get a structured PRD.',
    icon: 'file-text',
    questionnaire: 'prd',
    opensEditor: false,
    pro: false,
  },
  validate: {
    type: 'validate',
    label: 'Validate Your Ideas',
    name: 'idea validation',
    description: 'Find the riskiest assumption and test it cheaply.',
    icon: 'flask',
    questionnaire: 'validate',
    opensEditor: false,
    pro: false,
  },
  enhance: {
    type: 'enhance',
    label: 'Enhance an Existing PRD',
    name: 'PRD review',
    description: 'Bring a PRD you have and get an AI review.',
    icon: 'wand',
    questionnaire: 'enhance',
    opensEditor: true,
    pro: true,
  },
};

/** The journeys in the order of the home screen. */
export const JOURNEY_LIST: readonly Journey[] = JOURNEY_TYPES.map((type) => JOURNEYS[type]);

/** Whether a name (a path parameter, say) is one of the journey types. */
export const isJourneyType = (name: string): name is JourneyType => Object.hasOwn(JOURNEYS, name);

/** Whether a document belongs to the documents editor (and its list), rather than to the chats. */
export const isEditorDocument = (document: { type: JourneyType }) => JOURNEYS[document.type].opensEditor;

/** The type the documents editor gives the documents it creates: the journey that opens it. */
export const EDITOR_DOCUMENT_TYPE: JourneyType = JOURNEY_LIST.find((journey) => journey.opensEditor)?.type ?? 'enhance';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A new journey chat's title, 'New {Type} Document': 'explore' gives 'New Explore Document', 'prd' 'New PRD Document'. */
export const newJourneyTitle = (type: JourneyType) => {
  const { name } = JOURNEYS[type];
  return `New ${name.toLowerCase() === type ? name : capitalised(type)} Document`;
};

/** Whether a title is still the one a journey chat was created with (any spelling of 'New {Type} Document'). */
export const isNewJourneyTitle = (title: string) => /^New [\p{L}]+ Document$/u.test(title.trim());

/** A journey chat's title once its product is known: 'PRD: Instant Pay', 'Feature exploration: Ledgerly'. */
export const journeyChatTitle = (type: JourneyType, subject: string) => `${capitalised(JOURNEYS[type].name)}: ${subject}`;

/** What a list of documents can hold: the chats, or the documents the editor opens. */
export const DOCUMENT_KINDS = ['chat', 'editor'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The journey types of a kind, read from `JOURNEYS` (`opensEditor`). */
export const typesOfKind = (kind: DocumentKind): JourneyType[] =>
  JOURNEY_LIST.filter((journey) => journey.opensEditor === (kind === 'editor')).map((journey) => journey.type);
