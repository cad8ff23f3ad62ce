import {
  LEAD_STATES,
  PROJECT_STATUSES,
  PROPERTY_STATUSES,
  type Progress,
  type PropertyStatus,
  ROLE_NAMES,
  STORE_PROPERTY_STATUSES,
} from '@tu360/domain';
import { LOAD_STATUSES } from '@tu360/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

// ── Lookups ─────────────────────────────────────────────────────────────
export const departments = pgTable('departments', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('cities_department_idx').on(t.departmentId)],
);

// ── Builders and agencies ───────────────────────────────────────────────
export const constructors = pgTable(
  'constructors',
  {
    id: id(),
    name: text('name').notNull(),
    nit: text('nit').notNull(),
    email: text('email'),
    age: integer('age'),
    pageUrl: text('page_url'),
    guild: text('guild'),
    departmentId: uuid('department_id').references(() => departments.id),
    cityId: uuid('city_id').references(() => cities.id),
    address: text('address'),
    phoneNumber: text('phone_number'),
    whatsAppPhone: text('whatsapp_phone'),
    description: text('description'),
    state: boolean('state').notNull().default(true),
    realState: boolean('real_state').notNull().default(false),
    logo: uuid('logo_file_id'),
    banner: uuid('banner_file_id'),
    status: text('status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('constructors_real_state_name_idx').on(t.realState, sql`lower(${t.name})`),
    uniqueIndex('constructors_nit_idx').on(t.nit),
  ],
);

export const certificates = pgTable('certificates', {
  id: id(),
  name: text('name').notNull(),
  logo: uuid('logo_file_id'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ── Projects (sellers, stores) ──────────────────────────────────────────
export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    name: text('name').notNull(),
    businessName: text('business_name'),
    email: text('email'),
    address: text('address'),
    departmentId: uuid('department_id').references(() => departments.id),
    cityId: uuid('city_id').references(() => cities.id),
    phone: text('phone'),
    whatsAppPhone: text('whatsapp_phone'),
    logo: uuid('logo_file_id'),
    banner: uuid('banner_file_id'),
    status: text('status').notNull().default('Incomplete'),
    statusDetail: text('status_detail'),
    level: integer('level').notNull().default(1),
    isCertificate: boolean('is_certificate').notNull().default(false),
    certificateId: uuid('certificate_id').references(() => certificates.id),
    rentingAvailable: boolean('renting_available').notNull().default(false),
    departmentTypes: text('department_types'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sellers_status_check', inList('status', PROJECT_STATUSES)),
    index('sellers_constructor_status_idx').on(t.constructorId, t.status),
    index('sellers_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Key/value details of a project (CamacolCode, Nit, construye, estrato). */
export const sellerDetails = pgTable(
  'seller_details',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    constructorId: uuid('constructor_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('seller_details_seller_key_idx').on(t.sellerId, t.key)],
);

export const sellerImages = pgTable(
  'seller_images',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    constructorId: uuid('constructor_id').notNull(),
    fileId: uuid('file_id').notNull(),
    name: text('name'),
    label: text('label'),
    text: text('text'),
    isMain: boolean('is_main').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('seller_images_seller_idx').on(t.sellerId, t.order)],
);

/** WhatsApp contact shared by several projects of a builder. */
export const whatsAppContacts = pgTable(
  'whatsapp_contacts',
  {
    id: id(),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    whatsAppPhone: text('whatsapp_phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('whatsapp_contacts_constructor_idx').on(t.constructorId)],
);

export const whatsAppContactProjects = pgTable(
  'whatsapp_contact_projects',
  {
    contactId: uuid('contact_id')
      .notNull()
      .references(() => whatsAppContacts.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.sellerId] })],
);

// ── Users, roles and sessions ───────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    phoneNumber: text('phone_number'),
    identification: text('identification'),
    passwordHash: text('password_hash'),
    /** Platform role (SuperAdmin, *_Bancolombia) or the builder-wide store role. */
    role: text('role').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    constructorId: uuid('constructor_id').references(() => constructors.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Current store (profile "seller"). */
    currentSellerId: uuid('current_seller_id'),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** The sign-in before the current one: what the menu shows as "Última visita". */
    previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
    /** Deleted from the users page (issue 13): gone for the portal, kept for the history that names it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A deleted user's e-mail may be given to a new user.
    uniqueIndex('users_user_name_idx').on(sql`lower(${t.userName})`).where(sql`${t.deletedAt} is null`),
    index('users_constructor_idx').on(t.constructorId),
    check('users_role_check', inList('role', ROLE_NAMES)),
  ],
);

/** A user's assignment to a project with the role held there. */
export const userSellers = pgTable(
  'user_sellers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    constructorId: uuid('constructor_id').notNull(),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sellerId] }),
    index('user_sellers_seller_idx').on(t.sellerId),
    check('user_sellers_role_check', inList('role', ROLE_NAMES)),
  ],
);

export const roleClaims = pgTable(
  'role_claims',
  {
    id: id(),
    roleName: text('role_name').notNull(),
    claimType: text('claim_type').notNull().default('permission'),
    claimValue: text('claim_value').notNull(),
  },
  (t) => [uniqueIndex('role_claims_role_value_idx').on(t.roleName, t.claimType, t.claimValue)],
);

/** Failed sign-ins per user name (kept for unknown names too, so a lock does not reveal who exists). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_user_at_idx').on(t.userName, t.at)],
);

export const loginLocks = pgTable('login_locks', {
  userName: text('user_name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    clientId: text('client_id').notNull(),
    sellerId: uuid('seller_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: id(),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_acceptances_constructor_idx').on(t.constructorId, t.version)],
);

// ── Properties (inmuebles) ──────────────────────────────────────────────
/**
 * A text as the list's keyword search reads it (issue 19, migration 0016): lower-cased as ILIKE compares, with its
 * spaces and its q's swapped. pg_trgm splits a text into words at anything but letters and digits, so on the name
 * itself a keyword of several words is found only through the trigrams inside each word, common ones ("Diagonal
 * 17": the seven of "diagonal", one name in five). With the spaces read as a letter the trigrams cross the words
 * ("nal 17" → "nalq17": nal, alq, lq1, q17) and are as rare as the keyword. q because an ASCII letter is a word
 * character in every locale, and in Spanish a q is followed by u, so that such trigrams belong to no real word;
 * swapped rather than replaced, so that the reading is one to one: a text holds a keyword exactly when its reading
 * holds the keyword's reading (properties/keyword.ts).
 */
export const searchWords = (text: SQL) => sql`translate(lower(${text}), ' q', 'q ')`;

export const properties = pgTable(
  'properties',
  {
    id: id(),
    productId: bigint('product_id', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 100001 })
      .notNull(),
    refId: text('ref_id').notNull(),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    isRealState: boolean('is_real_state').notNull().default(false),
    name: text('name').notNull(),
    /** The name as the keyword search reads it (searchWords): kept by the database, indexed by trigrams. */
    nameWords: text('name_words')
      .notNull()
      .generatedAlwaysAs((): SQL => searchWords(sql`"name"`)),
    description: text('description'),
    listPrice: money('list_price'),
    costPrice: money('cost_price'),
    score: integer('score').notNull().default(1),
    step: integer('step').notNull().default(1),
    progressStatus: integer('progress_status').notNull().default(3),
    /** Server completeness: Full, Medium or Incomplete. */
    progress: text('progress').$type<Progress>().notNull().default('Incomplete'),
    vtexCategoryId: integer('vtex_category_id'),
    vtexDepartmentId: integer('vtex_department_id'),
    vtexBrandId: integer('vtex_brand_id').notNull().default(2000000),
    departmentId: uuid('department_id'),
    cityId: uuid('city_id'),
    subsidyType: text('subsidy_type').notNull().default('None'),
    videoUrl: text('video_url'),
    inventory: integer('inventory').notNull().default(1),
    unlimitedQuantity: boolean('unlimited_quantity').notNull().default(false),
    status: text('status').$type<PropertyStatus>().notNull().default('Incomplete'),
    statusDetail: text('status_detail'),
    /**
     * The Habitaciones detail as a number (1–99; null when missing or not a number), kept by the trigger
     * property_details_rooms (migration 0010) whatever writes the detail: the store catalog filters on it.
     */
    rooms: smallint('rooms'),
    approvedToUpdate: boolean('approved_to_update').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('properties_status_check', inList('status', PROPERTY_STATUSES)),
    check('properties_progress_check', inList('progress', ['Full', 'Medium', 'Incomplete'])),
    uniqueIndex('properties_product_id_idx').on(t.productId),
    index('properties_constructor_status_idx').on(t.constructorId, t.status, t.createdAt),
    index('properties_seller_status_idx').on(t.sellerId, t.status, t.createdAt),
    index('properties_real_state_status_idx').on(t.isRealState, t.status, t.createdAt),
    index('properties_price_idx').on(t.listPrice),
    // The list: default sort, store-user scope with its total, and the status/category/price filters.
    // The default order (most recently updated first, the product id breaking ties) with every column the list
    // filters by exactly riding along: a deep page's start is found by an index-only scan (issue 19).
    index('properties_list_recent_idx').on(
      t.updatedAt,
      t.productId,
      t.sellerId,
      t.constructorId,
      t.isRealState,
      t.status,
      t.vtexCategoryId,
      t.progress,
      t.listPrice,
    ),
    index('properties_seller_kind_updated_idx').on(t.sellerId, t.isRealState, t.updatedAt),
    index('properties_status_category_price_idx').on(t.status, t.vtexCategoryId, t.listPrice),
    index('properties_city_idx').on(t.cityId),
    // The list's keyword (ILIKE '%…%' on the name and the reference): trigram indexes (pg_trgm, migration 0014),
    // so that a rare word is found without reading the table (issue 19); the name's on its reading across words
    // (name_words, migration 0016).
    index('properties_name_words_trgm_idx').using('gin', sql`${t.nameWords} gin_trgm_ops`),
    index('properties_ref_trgm_idx').using('gin', sql`${t.refId} gin_trgm_ops`),
    // The store catalog (issue 15): published properties only, each list order with the product id breaking ties;
    // the seller and builder (and, after a place, the other filters) ride along, so that the eligibility join and
    // the capped count read the index alone.
    index('properties_store_recent_idx')
      .on(t.productId, t.sellerId, t.constructorId)
      .where(inList('status', STORE_PROPERTY_STATUSES)),
    index('properties_store_price_idx')
      .on(t.listPrice, t.productId, t.sellerId, t.constructorId)
      .where(inList('status', STORE_PROPERTY_STATUSES)),
    // Most expensive first (nulls last), which a backward scan of the one above cannot give (migration 0011).
    index('properties_store_price_desc_idx')
      .on(t.listPrice.desc().nullsLast(), t.productId.desc(), t.sellerId, t.constructorId)
      .where(inList('status', STORE_PROPERTY_STATUSES)),
    index('properties_store_city_idx')
      .on(t.cityId, t.productId, t.sellerId, t.constructorId, t.vtexCategoryId, t.listPrice, t.rooms)
      .where(inList('status', STORE_PROPERTY_STATUSES)),
    index('properties_store_department_idx')
      .on(t.departmentId, t.productId, t.sellerId, t.constructorId, t.vtexCategoryId, t.listPrice, t.rooms)
      .where(inList('status', STORE_PROPERTY_STATUSES)),
    index('properties_store_category_price_idx')
      .on(t.vtexCategoryId, t.listPrice, t.rooms, t.productId, t.sellerId, t.constructorId)
      .where(inList('status', STORE_PROPERTY_STATUSES)),
    index('properties_store_rooms_idx')
      .on(t.rooms, t.productId, t.sellerId, t.constructorId)
      .where(inList('status', STORE_PROPERTY_STATUSES)),
  ],
);

export const propertyDetails = pgTable(
  'property_details',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    constructorId: uuid('constructor_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('property_details_property_key_idx').on(t.propertyId, t.key)],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    constructorId: uuid('constructor_id').notNull(),
    fileId: uuid('file_id').notNull(),
    order: integer('sort_order').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    label: text('label'),
    text: text('text'),
    createdAt: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.order)],
);

/** Responsible-user rule: by location, by specific products or by price range. */
export const responsibleRules = pgTable(
  'responsible_rules',
  {
    id: id(),
    constructorId: uuid('constructor_id').notNull(),
    sellerId: uuid('seller_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignType: text('assign_type').notNull().default('Product'),
    isSetLocation: boolean('is_set_location').notNull().default(false),
    isSetSpecificProduct: boolean('is_set_specific_product').notNull().default(false),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    locations: jsonb('locations').$type<{ cityId: string; departmentId: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('responsible_rules_constructor_idx').on(t.constructorId, t.userId)],
);

export const responsibleRuleProducts = pgTable(
  'responsible_rule_products',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => responsibleRules.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.propertyId] }),
    index('responsible_rule_products_property_idx').on(t.propertyId),
  ],
);

/**
 * A user taken off one property with remove-user-sku: no rule (location, price) makes them responsible for it
 * again; naming the property explicitly in add-user-config does.
 */
export const responsibleExclusions = pgTable(
  'responsible_exclusions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('responsible_exclusions_property_idx').on(t.propertyId),
  ],
);

// ── Notifications, leads, API keys, files, audit ────────────────────────
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    sellerId: uuid('seller_id').references(() => sellers.id),
    isRealState: boolean('is_real_state').notNull().default(false),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    operation: text('operation').notNull(),
    notificationState: text('notification_state').notNull().default('NotRead'),
    /**
     * Whose notification it is (issue 14): each recipient has its own row, read and deleted on its own. Rows from
     * before issue 14 have none and are shown to nobody.
     */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The portal path the notification points to. */
    link: text('link'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_type_check', inList('type', ['Lead', 'Product', 'Seller', 'User'])),
    check('notifications_state_check', inList('notification_state', ['Read', 'NotRead'])),
    index('notifications_constructor_state_idx').on(t.constructorId, t.notificationState, t.createdAt),
    index('notifications_seller_idx').on(t.sellerId, t.createdAt),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId, t.constructorId)
      .where(sql`${t.notificationState} = 'NotRead' and ${t.deletedAt} is null`),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    sellerId: uuid('seller_id').references(() => sellers.id),
    propertyId: uuid('property_id').references(() => properties.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    identification: text('identification'),
    message: text('message'),
    status: text('status').notNull().default('New'),
    /** Where the lead came from (the store's page, a campaign). */
    source: text('source').notNull().default('tienda'),
    consent: boolean('consent').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The same person asking again about the same property within 24 hours. */
    mergedCount: integer('merged_count').notNull().default(0),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('leads_status_check', inList('status', LEAD_STATES)),
    index('leads_constructor_created_idx').on(t.constructorId, t.createdAt),
    index('leads_seller_idx').on(t.sellerId, t.createdAt),
    index('leads_assignee_idx').on(t.assigneeId, t.createdAt),
    index('leads_property_email_idx').on(t.propertyId, sql`lower(${t.email})`, t.createdAt),
  ],
);

/** A lead's history (issue 14): state and assignee changes with their note, anonymisation. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    userName: text('user_name'),
    action: text('action').notNull(),
    stateBefore: text('state_before'),
    stateAfter: text('state_after'),
    assigneeBefore: uuid('assignee_before'),
    assigneeAfter: uuid('assignee_after'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    sellerId: uuid('seller_id').references(() => sellers.id),
    name: text('name').notNull(),
    applicationKey: text('application_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, the only part of it shown after creation. */
    tokenPrefix: text('token_prefix').notNull().default(''),
    /** Values of INTEGRATION_SCOPES. */
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    /** The key this one replaced when it was rotated (the old one is revoked in the same transaction). */
    rotatedFrom: uuid('rotated_from'),
  },
  (t) => [
    uniqueIndex('api_keys_application_key_idx').on(t.applicationKey),
    index('api_keys_constructor_idx').on(t.constructorId, t.createdAt),
  ],
);

/**
 * Maintenance mode (issue 15): one row. While enabled, the API answers 503 with Retry-After to everyone but
 * platform administrators, and the portal shows /mantenimiento with the message.
 */
export const maintenance = pgTable(
  'maintenance',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    message: text('message').notNull().default(''),
    expectedEnd: timestamp('expected_end', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('maintenance_single_row', sql`${t.id} = 1`)],
);

/** The terms and conditions, versioned (issue 15): the newest published version is the current one. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: id(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by'),
  },
  (t) => [
    uniqueIndex('terms_versions_version_idx').on(t.version),
    index('terms_versions_published_idx').on(t.publishedAt),
  ],
);

/** Stored uploads (logos, banners, images): content checked, re-encoded, stored under a generated id. */
export const files = pgTable(
  'files',
  {
    id: id(),
    constructorId: uuid('constructor_id'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_constructor_idx').on(t.constructorId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    transactionalId: uuid('transactional_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    constructorId: uuid('constructor_id'),
    sellerId: uuid('seller_id'),
    userId: uuid('user_id'),
    userName: text('user_name'),
    /** Set when the change came through the integration API: the key that made it (userId is then null). */
    apiKeyId: uuid('api_key_id'),
    action: text('action').notNull(),
    field: text('field'),
    valueBefore: text('value_before'),
    valueAfter: text('value_after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_transactional_idx').on(t.transactionalId),
  ],
);

/**
 * Bulk loads ("Plantillas de carga", issue 11): a background job per uploaded workbook, from its dry run to its
 * one-transaction write. Its row errors are kept here (all of them, in row order) for the detail and the error file.
 */
export const bulkLoads = pgTable(
  'bulk_loads',
  {
    id: id(),
    kind: text('kind').notNull(),
    template: text('template'),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('Validating'),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    sellerId: uuid('seller_id').references(() => sellers.id),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    /** Where the uploaded workbook is kept (the app's file storage). */
    storageKey: text('storage_key').notNull(),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    toCreate: integer('to_create').notNull().default(0),
    toUpdate: integer('to_update').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    message: text('message'),
    errors: jsonb('errors')
      .$type<{ row: number; column: string | null; message: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('bulk_loads_status_check', inList('status', LOAD_STATUSES)),
    index('bulk_loads_constructor_created_idx').on(t.constructorId, t.createdAt),
    index('bulk_loads_seller_created_idx').on(t.sellerId, t.createdAt),
    index('bulk_loads_status_idx').on(t.status),
  ],
);

/**
 * Price updates ("Actualizar precios", issue 12): one row per applied batch of a project, and one per property it
 * changed, with the price before and after, so that the project's last batch can be undone while no later change
 * touched those prices.
 */
export const priceBatches = pgTable(
  'price_batches',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    constructorId: uuid('constructor_id')
      .notNull()
      .references(() => constructors.id),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    count: integer('count').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('price_batches_seller_created_idx').on(t.sellerId, t.createdAt)],
);

export const priceBatchChanges = pgTable(
  'price_batch_changes',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => priceBatches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price'),
    newPrice: money('new_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.propertyId] }),
    index('price_batch_changes_property_idx').on(t.propertyId),
  ],
);

export * from './schema-counts.ts';
export * from './schema-platform.ts';
