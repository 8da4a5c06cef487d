// Chat screen, usage limits and history (SPEC §2 Chat screen, §4 send flow, §5 send and image rules, §8).
// Texts the server also sends (the AI mapping) come from the shared contract.
import { AI_FAILURE_TEXT } from '@shared/contract/aiFailures.ts';

export const chatStrings = {
  newChat: 'New chat',
  upgrade: 'Upgrade',
  emptyHeading: 'How can I help you?',
  conversationHeading: 'Conversation',
  placeholder: 'Type a question or upload homework',
  inputLabel: 'Your question',
  imageButton: 'Attach an image',
  takePhoto: 'Take Photo',
  uploadFile: 'Upload File',
  capturePhoto: 'Capture Photo',
  cancel: 'Cancel',
  imageAttached: 'Image attached',
  removeImage: 'Remove image',
  preparingImage: 'Preparing image…',
  attachedPhotoAlt: 'Attached homework photo',
  sentPhotoAlt: 'Homework photo',
  thinking: 'Thinking',
  sendMessage: 'Send message',
  stopResponse: 'Stop AI response',
  subjectsLabel: 'Start with a subject',
  messagesLabel: 'Conversation',
  you: 'You',
  tutor: 'Tutor',
  copyAnswer: 'Copy answer',
  copied: 'Copied',
  showEarlier: 'Show earlier messages',
  camera: {
    starting: 'Starting camera…',
    unavailable: "The camera isn't available. You can take or choose a photo with your device instead.",
    chooseInstead: 'Choose a photo',
    videoLabel: 'Camera preview',
  },
  image: {
    tooLarge: '⚠️ Image is too large. Please use an image smaller than 5MB.',
    heicUnsupported:
      "⚠️ This photo is in HEIC format, which this browser can't open. Please choose a JPEG or PNG photo, or set your camera to “Most Compatible” and take it again.",
    unsupported: '⚠️ This file is not an image this app can read. Please choose a JPEG, PNG or WebP photo.',
  },
  errors: {
    generic: 'Something went wrong with the AI service. Please try again.',
    checkUsage: (reason: string) => `⚠️ Unable to check usage limit: ${reason}`,
    recordUsage: (reason: string) => `⚠️ Unable to record usage: ${reason}`,
    /** Issue 21: the {reason} above in Spanish and Arabic (the server's or the browser's is English). */
    usageReason: 'the usage figures could not be read',
    invalidConfig: (reason: string, suggestion: string) => `⚠️ ${reason}. ${suggestion}`,
    badKeyFormat: {
      reason: 'Invalid AI API key format',
      suggestion: 'The key must start with "sk-"; check VITE_AI_API_KEY in your environment settings.',
    },
    badBackendUrl: {
      reason: 'Invalid backend URL',
      suggestion: 'Check VITE_SUPABASE_URL in your environment settings.',
    },
    backendNotConfigured: 'Backend not configured',
    network: 'Network error: Unable to connect to the AI service. Please check your connection.',
    /** SPEC §8 AI mapping (the direct route; the backend answers with the same texts). */
    ai: {
      key: AI_FAILURE_TEXT.key,
      quota: AI_FAILURE_TEXT.quota,
      rateLimit: AI_FAILURE_TEXT.rate_limit,
      network: AI_FAILURE_TEXT.network,
      other: AI_FAILURE_TEXT.other,
      empty: AI_FAILURE_TEXT.empty,
      badRequest: AI_FAILURE_TEXT.bad_request,
    },
    /** SPEC §8 backend function errors. */
    edge: {
      prefix: 'Edge Function error: ',
      tooLarge: 'Image too large for processing. Please use a smaller image.',
      auth: 'Authentication error. Please try refreshing the page.',
      notFound: 'AI service temporarily unavailable. Please try again.',
      server: 'Server error occurred. Please try again in a moment.',
      timeout: AI_FAILURE_TEXT.timeout,
    },
  },
} as const;

/** Usage badge, send-button tooltips and limit messages (SPEC §5, §8, §9). */
export const usageStrings = {
  left: (remaining: number, limit: number) => `${remaining}/${limit} left`,
  used: (used: number, limit: number) => `${used}/${limit} used`,
  badgeLabel: (text: string) => `Questions today: ${text}`,
  limitTooltip: (limit: number) => `Monthly limit reached (${limit} questions)`,
  signUpSuffix: ' - Sign up for more!',
  dailyLimitReached: (limit: number) =>
    `⚠️ Daily limit reached! You've used all ${limit} questions for today.`,
  suggestFree: (gold: number, diamond: number) =>
    `Upgrade to Gold (${gold} questions) or Diamond (${diamond} questions) to keep learning today.`,
  suggestGold: (diamond: number) => `Upgrade to Diamond (${diamond} questions) to keep learning today.`,
  suggestDiamond: 'Your limit will reset tomorrow.',
  anonymousLimit: (limit: number, gold: number, diamond: number) =>
    `You've used all ${limit} questions for today. Sign up for a free account to continue using StudyMate, or upgrade to Gold (${gold} questions) or Diamond (${diamond} questions) for even more.`,
  perDay: (limit: number) => `${limit} questions a day`,
  dailyLimitExceeded: 'Daily limit exceeded',
  storageUnavailable: 'browser storage is not available',
} as const;

/** The history list (SPEC leaves its wording to us). */
export const historyStrings = {
  open: 'Chat history',
  title: 'Chat history',
  search: 'Search chats',
  empty: 'No saved chats yet. Your conversations are kept on this device.',
  noMatches: 'No chats match your search.',
  rename: 'Rename',
  renameLabel: (title: string) => `Rename “${title}”`,
  newTitle: 'New title',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: (title: string) => `Delete “${title}”`,
  confirmDelete: 'Delete this chat?',
  keep: 'Keep',
  current: 'Current chat',
  untitled: 'New chat',
  photoTitle: 'Photo question',
  unavailable: "Chat history can't be saved or read in this browser.",
  /** Stands in for a photo question whose photo is too large to sync (it stays on the device it was sent from). */
  photoNotSynced: '📷 Photo question (the photo is on the device it was sent from)',
} as const;
