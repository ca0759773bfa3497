/**
 * The part of the schema.org vocabulary (https://schema.org, release 29)
 * a store page uses, copied from its type and property definitions: each
 * type's parents, and each property's domainIncludes and rangeIncludes.
 * Tests check the store's JSON-LD against it; no network needed.
 */
export const schemaTypes: Record<string, string[]> = {
  Thing: [],
  Organization: ['Thing'],
  Place: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  FoodEstablishment: ['LocalBusiness'],
  CafeOrCoffeeShop: ['FoodEstablishment'],
  Intangible: ['Thing'],
  StructuredValue: ['Intangible'],
  ContactPoint: ['StructuredValue'],
  PostalAddress: ['ContactPoint'],
  GeoCoordinates: ['StructuredValue'],
  OpeningHoursSpecification: ['StructuredValue'],
};

/** Data types and the one enumeration used, by name. */
export type SchemaDataType = 'Text' | 'URL' | 'Number' | 'Time' | 'Date' | 'DayOfWeek';

export const schemaProperties: Record<string, { domain: string[]; range: string[] }> = {
  name: { domain: ['Thing'], range: ['Text'] },
  url: { domain: ['Thing'], range: ['URL'] },
  image: { domain: ['Thing'], range: ['URL', 'ImageObject'] },
  telephone: { domain: ['Organization', 'Place', 'Person', 'ContactPoint'], range: ['Text'] },
  email: { domain: ['Organization', 'Person', 'ContactPoint'], range: ['Text'] },
  address: { domain: ['Organization', 'Place', 'Person', 'GeoCoordinates', 'GeoShape'], range: ['PostalAddress', 'Text'] },
  geo: { domain: ['Place'], range: ['GeoCoordinates', 'GeoShape'] },
  servesCuisine: { domain: ['FoodEstablishment'], range: ['Text'] },
  openingHoursSpecification: { domain: ['Place'], range: ['OpeningHoursSpecification'] },
  streetAddress: { domain: ['PostalAddress'], range: ['Text'] },
  addressLocality: { domain: ['PostalAddress'], range: ['Text'] },
  addressRegion: { domain: ['PostalAddress'], range: ['Text'] },
  postalCode: { domain: ['PostalAddress', 'GeoCoordinates', 'GeoShape'], range: ['Text'] },
  addressCountry: { domain: ['PostalAddress', 'GeoCoordinates', 'GeoShape', 'Place'], range: ['Country', 'Text'] },
  latitude: { domain: ['GeoCoordinates', 'Place'], range: ['Number', 'Text'] },
  longitude: { domain: ['GeoCoordinates', 'Place'], range: ['Number', 'Text'] },
  dayOfWeek: { domain: ['OpeningHoursSpecification', 'EducationalOccupationalProgram', 'Offer'], range: ['DayOfWeek'] },
  opens: { domain: ['OpeningHoursSpecification'], range: ['Time'] },
  closes: { domain: ['OpeningHoursSpecification'], range: ['Time'] },
  validFrom: { domain: ['OpeningHoursSpecification', 'Offer', 'Demand', 'PriceSpecification', 'LocationFeatureSpecification'], range: ['Date', 'DateTime'] },
  validThrough: { domain: ['OpeningHoursSpecification', 'Offer', 'Demand', 'PriceSpecification', 'LocationFeatureSpecification'], range: ['Date', 'DateTime'] },
};

export const dayOfWeekMembers = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'].map((d) => `https://schema.org/${d}`);
