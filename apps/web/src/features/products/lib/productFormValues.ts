import { z } from 'zod';
import { CreateProductForm, formatCommaDecimal, UpdateProductForm, type Product } from '@clube/contract/products';
import { contractIssues } from '../../../lib/contract-issues';
import { applyMask } from '../../../lib/masks';

/** NCM as customs write it (8 digits: 0000.00.00); the contract reads it with or without dots. */
export const NCM_MASK = '0000.00.00';

/** What a number input holds: a number, '' when empty, or text it could not read as a number. */
type NumberValue = number | string;

/**
 * The product form's values: selects hold strings, numeric inputs numbers ('' when empty) in the
 * units the seller types (reais, percent, grams, centimetres), categories their ids as text.
 */
export interface ProductEditorValues {
  Type: string;
  Name: string;
  Description: string;
  Status: string;
  Price: NumberValue;
  DealerDiscount: NumberValue;
  OfficePercentage: NumberValue;
  Weight: NumberValue;
  Length: NumberValue;
  Width: NumberValue;
  Height: NumberValue;
  NCM: string;
  Code: string;
  Categories: string[];
}

export const emptyProductValues: ProductEditorValues = {
  Type: '',
  Name: '',
  Description: '',
  Status: '',
  Price: '',
  DealerDiscount: '',
  OfficePercentage: '',
  Weight: '',
  Length: '',
  Width: '',
  Height: '',
  NCM: '',
  Code: '',
  Categories: [],
};

export function productToFormValues(p: Product): ProductEditorValues {
  return {
    Type: String(p.Type),
    Name: p.Name,
    Description: p.Description,
    Status: String(p.Status),
    Price: p.Price,
    DealerDiscount: p.DealerDiscount,
    OfficePercentage: p.OfficePercentage,
    Weight: p.Weight,
    Length: p.Length,
    Width: p.Width,
    Height: p.Height,
    NCM: applyMask(NCM_MASK, p.NCM),
    Code: p.Code ?? '',
    Categories: p.Categories.map(String),
  };
}

/** A number as the multipart fields carry it: a comma before `decimals` places, dots between thousands ('1.234,56'). */
function commaText(v: NumberValue, decimals: number, keepZeros = false): string {
  const n = typeof v === 'number' ? v : v.trim() === '' ? null : Number(v);
  if (n === null) return '';
  // Text the input could not read goes as typed: the contract names it invalid.
  if (!Number.isFinite(n)) return String(v);
  return formatCommaDecimal(Math.round(n * 10 ** decimals), decimals, { keepZeros });
}

/**
 * The multipart text fields of createNewProduct / updateProduct (spec part 2 section 5: "Numbers in
 * multipart uploads use a comma as decimal separator"): money with two decimals, the percentage
 * with up to two, grams whole, centimetres with one. Categories repeat once per id.
 */
export function toProductFields(v: ProductEditorValues) {
  return {
    Type: v.Type,
    Name: v.Name,
    Description: v.Description,
    Status: v.Status,
    Price: commaText(v.Price, 2, true),
    DealerDiscount: commaText(v.DealerDiscount, 2, true),
    OfficePercentage: commaText(v.OfficePercentage, 2),
    Weight: commaText(v.Weight, 0),
    Length: commaText(v.Length, 1),
    Width: commaText(v.Width, 1),
    Height: commaText(v.Height, 1),
    NCM: v.NCM.trim(),
    Code: v.Code.trim(),
    Categories: v.Categories,
  };
}

/**
 * The whole multipart body: the fields and the new image files, each under 'Images'. An update
 * carries the product's Id and sends its UnilevelId back: the form does not edit it, and an
 * Administrator's update without it would clear it (a member's is ignored by the server:
 * docs/marketplace.md#products-and-their-approval).
 */
export function toProductFormData(v: ProductEditorValues, images: readonly File[], product?: Pick<Product, 'Id' | 'UnilevelId'>): FormData {
  const form = new FormData();
  if (product) {
    form.append('Id', String(product.Id));
    if (product.UnilevelId !== null) form.append('UnilevelId', String(product.UnilevelId));
  }
  for (const [name, value] of Object.entries(toProductFields(v))) {
    if (Array.isArray(value)) value.forEach((item) => form.append(name, item));
    else form.append(name, value);
  }
  images.forEach((file) => form.append('Images', file, file.name));
  return form;
}

const numberValue = z.union([z.number(), z.string()]);

/**
 * The form's rules are the contract's (spec part 2 section 5): CreateProductForm on create (the
 * share from 3 to 100), UpdateProductForm on edit (the share only required), read from the very
 * fields the request will carry.
 */
export const productFormSchema = (productId?: number) =>
  z
    .object({
      Type: z.string(),
      Name: z.string(),
      Description: z.string(),
      Status: z.string(),
      Price: numberValue,
      DealerDiscount: numberValue,
      OfficePercentage: numberValue,
      Weight: numberValue,
      Length: numberValue,
      Width: numberValue,
      Height: numberValue,
      NCM: z.string(),
      Code: z.string(),
      Categories: z.array(z.string()),
    })
    .superRefine(
      productId === undefined
        ? contractIssues(CreateProductForm, toProductFields)
        : contractIssues(UpdateProductForm, (v: ProductEditorValues) => ({ ...toProductFields(v), Id: String(productId) })),
    );
