import { JOURNEY_TYPES, type JourneyType } from './constants';

/** A journey's icon, by name; the client draws each name (a new name must be drawn, or it does not compile). */
export type JourneyIcon = 'compass' | 'palette' | 'file-text' | 'flask' | 'wand';

export type Journey = {
  type: JourneyType;
  /** The home screen card's title. */
  label: string;
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
    description: 'Brainstorm and rank feature ideas for your users.',
    icon: 'compass',
    questionnaire: 'explore',
    opensEditor: false,
    pro: false,
  },
  design: {
    type: 'design',
    label: 'Refine UX Design',
    description: 'Walk through a flow and find where users get stuck.',
    icon: 'palette',
    questionnaire: 'design',
    opensEditor: false,
    pro: false,
  },
  prd: {
    type: 'prd',
    label: 'Draft a PRD from Scratch',
    description: 'Answer a few questions, get a structured PRD.',
    icon: 'file-text',
    questionnaire: 'prd',
    opensEditor: false,
    pro: false,
  },
  validate: {
    type: 'validate',
    label: 'Validate Your Ideas',
    description: 'Find the riskiest assumption and test it cheaply.',
    icon: 'flask',
    questionnaire: 'validate',
    opensEditor: false,
    pro: false,
  },
  enhance: {
    type: 'enhance',
    label: 'Enhance an Existing PRD',
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

/** A new journey chat's title: 'prd' gives 'New Prd Document'. */
export const newJourneyTitle = (type: JourneyType) => `New ${type.charAt(0).toUpperCase()}${type.slice(1)} Document`;
