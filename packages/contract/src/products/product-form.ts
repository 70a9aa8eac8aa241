import { z } from 'zod';
import { MAX_MONEY_CENTS } from '../common/money';
import { messages } from '../common/messages';
import { multilineText, text } from '../common/text';
import { MAX_ID } from '../storages/ids';
import { parseCommaDecimal } from './decimal-text';

/** Spec part 2 section 9: at most 5 images per product. */
export const MAX_PRODUCT_IMAGES = 5;
/** Ours: each image at most 5 MB (docs/marketplace.md). */
export const MAX_PRODUCT_IMAGE_MB = 5;
export const MAX_PRODUCT_IMAGE_BYTES = MAX_PRODUCT_IMAGE_MB * 1024 * 1024;
/** What an image's bytes must show (never its name). */
export const PRODUCT_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_PRODUCT_CATEGORIES = 20;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** Spec: 3 to 100 on create; on edit only required (kept within 0 to 100). */
export const OFFICE_PERCENTAGE_MIN = 3;
export const OFFICE_PERCENTAGE_MAX = 100;
export const MAX_PRODUCT_WEIGHT_GRAMS = 1_000_000;
export const MAX_PRODUCT_DIMENSION_CM = 1_000;

/**
 * The multipart field names of createNewProduct / updateProduct (updateProduct adds Id). Numbers
 * are text with a comma as decimal separator: Price and DealerDiscount in reais ('1.234,56'),
 * OfficePercentage in percent ('12,5'), Weight in whole grams ('1.500'), Length, Width and Height
 * in centimetres ('15,5'). Categories is repeated once per id (or one field '1,2,3'). Image files
 * go in any file field (the web uses 'Images').
 */
export const PRODUCT_FORM_FIELDS = [
  'Type',
  'Name',
  'Description',
  'Price',
  'DealerDiscount',
  'Status',
  'OfficePercentage',
  'Weight',
  'Length',
  'Width',
  'Height',
  'NCM',
  'Code',
  'Categories',
  'UnilevelId',
] as const;
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];
/** Fields that may come more than once. */
export const PRODUCT_FORM_LIST_FIELDS: readonly string[] = ['Categories'];

/** A text field that must be there and not blank: absent and blank both say `required`. */
const requiredText = (required: string) => text({ error: required }).trim().min(1, { error: required, abort: true });

/** An enumeration sent as text ('1'): anything else says `required` (the select was not chosen). */
const choiceField = (required: string, values: readonly number[]) =>
  requiredText(required).transform((v, ctx) => {
    const n = /^\d{1,2}$/.test(v) ? Number(v) : NaN;
    if (!values.includes(n)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return n;
  });

/** A comma decimal scaled to an integer (see parseCommaDecimal), within [min, max] (scaled). */
const decimalField = (o: { required: string; invalid: string; decimals: number; max: number; maxMessage?: string }) =>
  requiredText(o.required).transform((v, ctx) => {
    const n = parseCommaDecimal(v, o.decimals);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: o.invalid });
      return z.NEVER;
    }
    if (n > o.max) {
      ctx.addIssue({ code: 'custom', message: o.maxMessage ?? o.invalid });
      return z.NEVER;
    }
    return n;
  });

const dimensionField = (label: string, required: string) =>
  decimalField({
    required,
    invalid: messages.productDimensionInvalid(label, MAX_PRODUCT_DIMENSION_CM.toLocaleString('pt-BR')),
    decimals: 1,
    max: MAX_PRODUCT_DIMENSION_CM * 10,
  });

/** An optional text field: absent or blank is null. */
const optionalText = () =>
  text()
    .trim()
    .optional()
    .transform((v) => (v ? v : null));

/** Category ids, repeated or comma-separated: '3', ['3', '7'] or '3,7'. */
const categoriesField = z
  .union([text(), z.array(text())])
  .optional()
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v : v === undefined ? [] : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    const ids: number[] = [];
    for (const p of parts) {
      const n = /^\d{1,10}$/.test(p) ? Number(p) : 0;
      if (n < 1 || n > MAX_ID) {
        ctx.addIssue({ code: 'custom', message: messages.productCategoryNotFound });
        return z.NEVER;
      }
      if (!ids.includes(n)) ids.push(n);
    }
    if (ids.length > MAX_PRODUCT_CATEGORIES) {
      ctx.addIssue({ code: 'custom', message: messages.productCategoriesMax(MAX_PRODUCT_CATEGORIES) });
      return z.NEVER;
    }
    return ids;
  });

const officePercentageField = (onCreate: boolean) =>
  requiredText(messages.officePercentageRequired).transform((v, ctx) => {
    const bps = parseCommaDecimal(v, 2);
    if (bps === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.officePercentageInvalid });
      return z.NEVER;
    }
    if (onCreate && bps < OFFICE_PERCENTAGE_MIN * 100) {
      ctx.addIssue({ code: 'custom', message: messages.officePercentageMin });
      return z.NEVER;
    }
    if (bps > OFFICE_PERCENTAGE_MAX * 100) {
      ctx.addIssue({ code: 'custom', message: messages.officePercentageMax });
      return z.NEVER;
    }
    return bps;
  });

const fields = (onCreate: boolean) => ({
  Type: choiceField(messages.productTypeRequired, [1, 2]),
  Name: requiredText(messages.productNameRequired).max(PRODUCT_NAME_MAX, messages.textTooLong),
  Description: multilineText({ error: messages.productDescriptionRequired })
    .trim()
    .min(1, { error: messages.productDescriptionRequired, abort: true })
    .max(PRODUCT_DESCRIPTION_MAX, messages.textTooLong),
  Price: requiredText(messages.productPriceRequired).transform((v, ctx) => {
    const cents = parseCommaDecimal(v, 2);
    if (cents === undefined) ctx.addIssue({ code: 'custom', message: messages.productPriceInvalid });
    else if (cents <= 0) ctx.addIssue({ code: 'custom', message: messages.productPricePositive });
    else if (cents > MAX_MONEY_CENTS) ctx.addIssue({ code: 'custom', message: messages.productPriceTooHigh });
    else return cents;
    return z.NEVER;
  }),
  DealerDiscount: text()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return 0;
      const cents = parseCommaDecimal(v, 2);
      if (cents === undefined || cents > MAX_MONEY_CENTS) {
        ctx.addIssue({ code: 'custom', message: messages.productDiscountInvalid });
        return z.NEVER;
      }
      return cents;
    }),
  Status: choiceField(messages.productStatusRequired, [1, 2, 3, 4]),
  OfficePercentage: officePercentageField(onCreate),
  Weight: decimalField({
    required: messages.productWeightRequired,
    invalid: messages.productWeightInvalid,
    decimals: 0,
    max: MAX_PRODUCT_WEIGHT_GRAMS,
    maxMessage: messages.productWeightMax(MAX_PRODUCT_WEIGHT_GRAMS.toLocaleString('pt-BR')),
  }),
  Length: dimensionField('Comprimento', messages.productLengthRequired),
  Width: dimensionField('Largura', messages.productWidthRequired),
  Height: dimensionField('Altura', messages.productHeightRequired),
  NCM: optionalText().transform((v, ctx) => {
    if (v === null) return null;
    const digits = v.replace(/\./g, '');
    if (!/^\d{8}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: messages.productNcmInvalid });
      return z.NEVER;
    }
    return digits;
  }),
  Code: optionalText().refine((v) => v === null || v.length <= 60, messages.textTooLong),
  Categories: categoriesField,
  UnilevelId: optionalText().transform((v, ctx) => {
    if (v === null) return null;
    const n = /^\d{1,10}$/.test(v) ? Number(v) : 0;
    if (n < 1 || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: messages.productUnilevelInvalid });
      return z.NEVER;
    }
    return n;
  }),
});

/** The product as the service keeps it: centavos, hundredths of a percent, grams, millimetres. */
export interface ProductFormValues {
  type: number;
  name: string;
  description: string;
  priceCents: number;
  dealerDiscountCents: number;
  status: number;
  officePercentageBps: number;
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  ncm: string | null;
  code: string | null;
  categoryIds: number[];
  unilevelId: number | null;
}

type Parsed = z.output<z.ZodObject<ReturnType<typeof fields>>>;

const toValues = (v: Parsed): ProductFormValues => ({
  type: v.Type,
  name: v.Name,
  description: v.Description,
  priceCents: v.Price,
  dealerDiscountCents: v.DealerDiscount,
  status: v.Status,
  officePercentageBps: v.OfficePercentage,
  weightGrams: v.Weight,
  lengthMm: v.Length,
  widthMm: v.Width,
  heightMm: v.Height,
  ncm: v.NCM,
  code: v.Code,
  categoryIds: v.Categories,
  unilevelId: v.UnilevelId,
});

/** The dealer discount stays below the price (dealer price = price - discount > 0). */
const discountBelowPrice = (v: Parsed, ctx: z.RefinementCtx) => {
  if (v.DealerDiscount >= v.Price) ctx.addIssue({ code: 'custom', path: ['DealerDiscount'], message: messages.productDiscountTooHigh });
};

/** createNewProduct's text fields (multipart), read into ProductFormValues. */
export const CreateProductForm = z.object(fields(true)).strict().superRefine(discountBelowPrice).transform(toValues);
export type CreateProductForm = z.input<typeof CreateProductForm>;

/** updateProduct's text fields: the same plus Id; OfficePercentage is only required (spec). */
export const UpdateProductForm = z
  .object({
    ...fields(false),
    Id: requiredText(messages.productNotFound).transform((v, ctx) => {
      const n = /^\d{1,10}$/.test(v) ? Number(v) : 0;
      if (n < 1 || n > MAX_ID) {
        ctx.addIssue({ code: 'custom', message: messages.productNotFound });
        return z.NEVER;
      }
      return n;
    }),
  })
  .strict()
  .superRefine(discountBelowPrice)
  .transform((v) => ({ id: v.Id, ...toValues(v) }));
export type UpdateProductForm = z.input<typeof UpdateProductForm>;
