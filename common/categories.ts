/**
 * The marketplace's product categories: a fixed list, so filters, the product form and the demo
 * data agree, and each has a name in the three languages. Screens read the names from the
 * locale files (`categories.<code>`); the names here let search match a category by any of its
 * names (server/modules/marketplace) and keep the catalog in one place.
 */
export const CATEGORIES = [
  { code: 'food', en: 'Food & pantry', fr: 'Épicerie fine', ar: 'مواد غذائية' },
  { code: 'sweets', en: 'Sweets & pastries', fr: 'Douceurs & pâtisseries', ar: 'حلويات ومرطبات' },
  { code: 'clothing', en: 'Clothing', fr: 'Vêtements', ar: 'ملابس' },
  {
    code: 'jewellery',
    en: 'Jewellery & accessories',
    fr: 'Bijoux & accessoires',
    ar: 'مجوهرات وإكسسوارات',
  },
  { code: 'home', en: 'Home & decor', fr: 'Maison & déco', ar: 'منزل وديكور' },
  { code: 'pottery', en: 'Pottery & ceramics', fr: 'Poterie & céramique', ar: 'فخار وخزف' },
  { code: 'textiles', en: 'Textiles & carpets', fr: 'Textiles & tapis', ar: 'منسوجات وزرابي' },
  { code: 'beauty', en: 'Beauty & soaps', fr: 'Beauté & savons', ar: 'تجميل وصابون' },
  { code: 'crafts', en: 'Crafts', fr: 'Artisanat', ar: 'حرف يدوية' },
  { code: 'other', en: 'Other', fr: 'Autres', ar: 'أخرى' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryCode = Category['code'];
export const CATEGORY_CODES = CATEGORIES.map((c) => c.code) as [CategoryCode, ...CategoryCode[]];
export const DEFAULT_CATEGORY: CategoryCode = 'other';
