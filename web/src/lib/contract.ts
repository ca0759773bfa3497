// The web's one door to the Worker's wire contract. Types only, plus values
// from zod-free contract files: nothing else from worker/ ships in the bundle.
export type { AppType } from '../../../worker/src/index';
export type { Role, User } from '../../../worker/src/contract/auth';
export { isSessionEndReason, SESSION_END_MESSAGES, type SessionEndReason } from '../../../worker/src/contract/session-end';
export type { BrandProfile, BrandProfileBody, BrandProfileDocument } from '../../../worker/src/contract/brand-profile';
export type { ChatFranchise, ChatMessage, Conversation } from '../../../worker/src/contract/chat';
export type { ComingSoonAddBody, ComingSoonFranchise, ComingSoonUpdateBody } from '../../../worker/src/contract/coming-soon';
export type { ContactMessage } from '../../../worker/src/contract/contact';
export type { ContentItem } from '../../../worker/src/contract/content';
export type { DashboardCounts } from '../../../worker/src/contract/dashboard-counts';
export type { FranchiseRequest } from '../../../worker/src/contract/franchise-requests';
export type { FranchiseAccount, FranchiseAddFields, FranchiseUpdateBody } from '../../../worker/src/contract/franchises';
export type { Location, LocationAddFields, LocationFields, LocationText, LocationTiming, LocationUpdateFields, SpecialHours } from '../../../worker/src/contract/locations';
export type { PictureSet } from '../../../worker/src/contract/picture-set';
export type { EditConflict } from '../../../worker/src/contract/row-version';
export type { Drink, Menu, MenuDrink, MenuSeries, Series } from '../../../worker/src/contract/menu';
export type { DrinkFacts, DrinkFactsInput, DrinkSize, ToppingFields } from '../../../worker/src/contract/drink-facts';
// A drink's facts and the arithmetic of a build: the builder, the cards and /nutrition agree with the Worker.
export {
  ALLERGEN_NAMES,
  ALLERGENS,
  FDA_CALORIE_STATEMENT,
  ICE_LEVELS,
  LIMITS,
  SERVED,
  SUGAR_LEVELS,
  type Allergen,
  type IceLevel,
  type Served,
  type Topping,
} from '../../../worker/src/contract/drink-terms';
export {
  buildFacts,
  calorieRange,
  defaultBuild,
  drinkMarks,
  formatCalories,
  normalizeBuild,
  temperaturesOf,
  type Build,
  type BuildFacts,
  type Temperature,
} from '../../../worker/src/contract/drink-build';
export type { NewsletterSubscriber } from '../../../worker/src/contract/newsletters';
export type { PageSnapshot, SocialDetails } from '../../../worker/src/contract/page-snapshot';
export type { QueuedReview, Review } from '../../../worker/src/contract/reviews';
// The server-rendering seam: what the Worker asks the page renderer for, and how the page's data reaches the browser.
export { escapeAttribute, PUBLIC_PAGE_PATHS, type PageRenderer, type PublicPagePath, type RenderedPage } from '../../../worker/src/contract/rendered-page';
export { encode, parseServerMessage, type ClientMessage, type ServerMessage } from '../../../worker/src/contract/chat-protocol';
export { weekdays, type Weekday } from '../../../worker/src/contract/weekdays';
export type {
  AvailabilityChange,
  AvailabilityChangeBody,
  AvailabilityItem,
  AvailabilityPush,
  ItemType,
  SoldOutAcrossStores,
  SoldOutItem,
  StoreAvailability,
  StoreAvailabilityAdmin,
} from '../../../worker/src/contract/availability';
export { nextOpening, nextReturn, stillSoldOut, storeDayOffset, storeTimeText } from '../../../worker/src/contract/store-opening';
export { addDays, DEFAULT_TIME_ZONE, storeClock, US_TIME_ZONES } from '../../../worker/src/contract/store-time';
// Searching as visitors type: the store finder, the header search and the Worker's location search agree.
export { addressParts, areaOf, searchPlaces, type Area, type PlaceSearch } from '../../../worker/src/contract/place-search';
export { bestHit, foldText, hitCost, wordsOf, type WordHit } from '../../../worker/src/contract/text-match';
// The visitors' forms check what the Worker would refuse, in its words.
export { assetsProblem, formRuleTexts, looksLikeEmail, MONEY_RANGES, phoneProblem } from '../../../worker/src/contract/public-form-rules';
// Required text is text: what shows nothing (zero-width, bidi controls…) counts as empty, as the Worker counts it.
export { hasVisibleText } from '../../../worker/src/contract/visible-text';
// Limits: the forms check the same numbers the Worker enforces.
export { BRAND_PROFILE_MAX, CONTENT_MAX_BYTES, MAX, MAX_SPECIAL_HOURS, MESSAGE_MAX, NEWSLETTER_DELETE_MAX, PICTURE_MAX_BYTES } from '../../../worker/src/contract/limits';
export { PDF_TAIL_BYTES, SNIFF_BYTES, endsLikePdfText, sniffMediaType } from '../../../worker/src/contract/media-type';
export { unreadAndRecentFirst } from '../../../worker/src/contract/chat-order';
