// The words the enrichment dataset is built from. Every list is small (the
// dataset stores indexes into them), ASCII and lowercase-safe, so emails and
// slugs need no escaping.

export const SENIORITIES = ['owner', 'partner', 'cxo', 'vp', 'director', 'manager', 'senior', 'entry'] as const;
export const DEPARTMENTS = ['legal', 'sales', 'marketing', 'finance', 'operations', 'engineering', 'hr'] as const;
export const HEADCOUNT_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'] as const;
export const ENRICHMENT_VENDORS = ['vendor_a', 'vendor_b'] as const;

export type Seniority = (typeof SENIORITIES)[number];
export type Department = (typeof DEPARTMENTS)[number];
export type HeadcountRange = (typeof HEADCOUNT_RANGES)[number];
export type EnrichmentVendor = (typeof ENRICHMENT_VENDORS)[number];

export const FIRST_NAMES = [
  'Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Harry', 'Mia', 'Jack', 'Grace', 'Noah', 'Sophie', 'Leo', 'Emily', 'Oscar', 'Lily', 'Arthur',
  'Chloe', 'Henry', 'Ella', 'Thomas', 'Evie', 'James', 'Ruby', 'William', 'Alice', 'Samuel', 'Florence', 'Daniel', 'Hannah', 'Joseph', 'Zara', 'David',
  'Priya', 'Rohan', 'Aisha', 'Omar', 'Mei', 'Wei', 'Yuki', 'Kenji', 'Sofia', 'Mateo', 'Lucia', 'Diego', 'Elena', 'Marco', 'Clara', 'Lukas',
  'Anna', 'Felix', 'Ingrid', 'Nils', 'Camille', 'Hugo', 'Chiara', 'Luca', 'Niamh', 'Sean', 'Fatima', 'Yusuf', 'Imogen', 'Ethan', 'Maya', 'Caleb',
] as const;

export const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Walker', 'Robinson', 'Thompson', 'White', 'Hughes', 'Edwards',
  'Green', 'Hall', 'Wood', 'Harris', 'Martin', 'Jackson', 'Clarke', 'Lewis', 'Hill', 'Cooper', 'King', 'Baker', 'Turner', 'Carter', 'Morris', 'Ward',
  'Harrison', 'Morgan', 'Bennett', 'Foster', 'Hartley', 'Wren', 'Ashford', 'Pemberton', 'Sinclair', 'Whitmore', 'Kaur', 'Singh', 'Khan', 'Ahmed', 'Chen', 'Wang',
  'Li', 'Zhang', 'Tanaka', 'Sato', 'Suzuki', 'Garcia', 'Martinez', 'Lopez', 'Rossi', 'Bianchi', 'Muller', 'Schmidt', 'Weber', 'Fischer', 'Dubois', 'Moreau',
  'Lefevre', 'Jansen', 'Visser', 'Larsen', 'Nielsen', 'Berg', 'Murphy', 'Kelly', 'Byrne', 'Walsh', 'Okafor', 'Mensah', 'Novak', 'Kowalski', 'Silva', 'Costa',
  'Hoffmann', 'Keller', 'Lindqvist', 'Eriksson', 'Fraser', 'Campbell', 'Stewart', 'Reid', 'Grant', 'Ross', 'Shaw', 'Lawson', 'Barker', 'Fletcher', 'Knight', 'Stone',
] as const;

export interface TitleEntry {
  title: string;
  seniority: Seniority;
  department: Department;
  /** Relative share of people with this title. */
  weight: number;
}

const t = (title: string, seniority: Seniority, department: Department, weight: number): TitleEntry => ({ title, seniority, department, weight });

/** Legal-heavy, more people at the bottom of each ladder than at the top. */
export const TITLES: readonly TitleEntry[] = [
  t('Founder & Managing Attorney', 'owner', 'legal', 2), t('Managing Partner', 'partner', 'legal', 3), t('Partner', 'partner', 'legal', 8),
  t('Equity Partner', 'partner', 'legal', 3), t('General Counsel', 'cxo', 'legal', 4), t('Chief Legal Officer', 'cxo', 'legal', 2),
  t('VP Legal', 'vp', 'legal', 2), t('Deputy General Counsel', 'vp', 'legal', 2), t('Head of Legal', 'director', 'legal', 3),
  t('Director of Legal Operations', 'director', 'legal', 3), t('Legal Operations Manager', 'manager', 'legal', 4), t('Practice Manager', 'manager', 'legal', 3),
  t('Senior Associate', 'senior', 'legal', 9), t('Senior Counsel', 'senior', 'legal', 5), t('Associate', 'entry', 'legal', 12),
  t('Paralegal', 'entry', 'legal', 9), t('Trainee Solicitor', 'entry', 'legal', 4), t('Legal Assistant', 'entry', 'legal', 5),
  t('Chief Revenue Officer', 'cxo', 'sales', 1), t('VP Sales', 'vp', 'sales', 1), t('Sales Director', 'director', 'sales', 2),
  t('Sales Manager', 'manager', 'sales', 2), t('Senior Account Executive', 'senior', 'sales', 2), t('Account Executive', 'entry', 'sales', 3),
  t('Sales Development Representative', 'entry', 'sales', 2), t('Chief Marketing Officer', 'cxo', 'marketing', 1), t('VP Marketing', 'vp', 'marketing', 1),
  t('Marketing Director', 'director', 'marketing', 1), t('Marketing Manager', 'manager', 'marketing', 2), t('Senior Marketing Specialist', 'senior', 'marketing', 1),
  t('Marketing Coordinator', 'entry', 'marketing', 2), t('Chief Financial Officer', 'cxo', 'finance', 1), t('VP Finance', 'vp', 'finance', 1),
  t('Finance Director', 'director', 'finance', 1), t('Finance Manager', 'manager', 'finance', 2), t('Senior Accountant', 'senior', 'finance', 2),
  t('Billing Specialist', 'entry', 'finance', 2), t('Owner', 'owner', 'operations', 2), t('Chief Operating Officer', 'cxo', 'operations', 1),
  t('Director of Operations', 'director', 'operations', 1), t('Office Manager', 'manager', 'operations', 3), t('Operations Manager', 'manager', 'operations', 2),
  t('Senior Operations Analyst', 'senior', 'operations', 1), t('Operations Coordinator', 'entry', 'operations', 2), t('Chief Technology Officer', 'cxo', 'engineering', 1),
  t('VP Engineering', 'vp', 'engineering', 1), t('Engineering Director', 'director', 'engineering', 1), t('Engineering Manager', 'manager', 'engineering', 1),
  t('Senior Software Engineer', 'senior', 'engineering', 2), t('Software Engineer', 'entry', 'engineering', 2), t('Chief People Officer', 'cxo', 'hr', 1),
  t('HR Director', 'director', 'hr', 1), t('HR Manager', 'manager', 'hr', 1), t('Senior Recruiter', 'senior', 'hr', 1), t('Recruiter', 'entry', 'hr', 2),
];

export interface LocationEntry {
  /** "City, Country". */
  name: string;
  /** E.164 country calling code, digits only. */
  callingCode: string;
  weight: number;
}

const l = (name: string, callingCode: string, weight: number): LocationEntry => ({ name, callingCode, weight });

export const LOCATIONS: readonly LocationEntry[] = [
  l('London, United Kingdom', '44', 14), l('Manchester, United Kingdom', '44', 3), l('Edinburgh, United Kingdom', '44', 2), l('Birmingham, United Kingdom', '44', 2),
  l('New York, United States', '1', 12), l('Chicago, United States', '1', 4), l('San Francisco, United States', '1', 4), l('Boston, United States', '1', 3),
  l('Washington, United States', '1', 4), l('Los Angeles, United States', '1', 3), l('Austin, United States', '1', 2), l('Toronto, Canada', '1', 3),
  l('Dublin, Ireland', '353', 3), l('Paris, France', '33', 3), l('Berlin, Germany', '49', 2), l('Frankfurt, Germany', '49', 2),
  l('Amsterdam, Netherlands', '31', 2), l('Madrid, Spain', '34', 2), l('Milan, Italy', '39', 2), l('Stockholm, Sweden', '46', 1),
  l('Zurich, Switzerland', '41', 1), l('Sydney, Australia', '61', 2), l('Singapore, Singapore', '65', 2), l('Hong Kong, Hong Kong', '852', 1),
];

export interface IndustryEntry {
  name: string;
  weight: number;
  foundedFrom: number;
}

export const INDUSTRIES: readonly IndustryEntry[] = [
  { name: 'legal services', weight: 35, foundedFrom: 1890 },
  { name: 'law practice', weight: 30, foundedFrom: 1850 },
  { name: 'legaltech', weight: 15, foundedFrom: 2005 },
  { name: 'financial services', weight: 6, foundedFrom: 1900 },
  { name: 'insurance', weight: 5, foundedFrom: 1900 },
  { name: 'real estate', weight: 4, foundedFrom: 1950 },
  { name: 'consulting', weight: 5, foundedFrom: 1960 },
];

/** Legaltech names: a prefix and a suffix. */
export const TECH_PREFIXES = ['Brief', 'Clause', 'Docket', 'Lex', 'Juris', 'Case', 'Verdict', 'Counsel', 'Statute', 'Matter', 'Filing', 'Precedent'] as const;
export const TECH_SUFFIXES = ['ly', 'flow', 'base', 'hub', 'stack', 'works', 'desk', 'logic', 'scope', 'wise'] as const;
export const TECH_TAILS = ['', '', ' AI', ' Labs', ' Software', ' Technologies', ' Systems', ' Cloud', ' Analytics'] as const;
/** Names of other companies: a word and a kind. */
export const OTHER_WORDS = ['Northgate', 'Harbour', 'Meridian', 'Crestline', 'Bluewater', 'Summit', 'Kingsway', 'Oakridge', 'Riverside', 'Ironbridge', 'Silverleaf', 'Granite'] as const;
export const OTHER_KINDS: Record<string, readonly string[]> = {
  'financial services': ['Capital', 'Partners', 'Finance'],
  insurance: ['Assurance', 'Insurance', 'Underwriters'],
  'real estate': ['Estates', 'Property Group', 'Realty'],
  consulting: ['Advisory', 'Consulting', 'Strategy'],
};
