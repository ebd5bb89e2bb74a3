/**
 * Products as staff manage them: the list with search and filters, and one change of
 * stock, visibility on the website, section, selling price and MRP, written to the audit log in
 * the same transaction. The catalogue's cache follows by itself (migration 021's triggers).
 */
import { ANSWER, paiseToRupees, sellsWithinMrp } from '@so/contract';
import { type StaffProduct } from '@so/contract/staff';
import type { Db } from '../db/types.ts';
import { and, run, sql, type Sql } from '../db/sql.ts';
import { badRequest } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { containsPattern, paged, type Actor } from './admin-common.ts';

export interface ProductFilter {
  search: string | null;
  category: number | null;
  section: number | null;
  outOfStock: boolean | null;
  hidden: boolean | null;
  page: number;
  pageSize: number;
}

interface ProductRow {
  id: number;
  name: string;
  category_id: number;
  category: string;
  section_id: number | null;
  section: string | null;
  stock: number | null;
  is_hidden: boolean;
  selling_paise: number;
  mrp_paise: number | null;
  gst_rate: number;
}

const SELECT = sql`SELECT p.id, p.name, p.category_id, c.name AS category, p.section_id, s.name AS section, p.stock, p.is_hidden,
       (p.base_price_paise + p.gst_paise)::int AS selling_paise, p.mrp_paise, p.gst_rate
  FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN sections s ON s.id = p.section_id`;

function productJson(row: ProductRow): StaffProduct {
  const { selling_paise: selling, mrp_paise: mrp, ...rest } = row;
  return { ...rest, selling_price: paiseToRupees(selling), mrp: mrp === null ? null : paiseToRupees(mrp) };
}

/** Products by name, with their stock, visibility, section and prices (₹ on the wire). */
export async function staffProducts(db: Db, filter: ProductFilter): Promise<{ count: number; data: StaffProduct[] }> {
  const where: Sql[] = [];
  if (filter.search !== null) where.push(sql`p.name ILIKE ${containsPattern(filter.search)}`);
  if (filter.category !== null) where.push(sql`p.category_id = ${filter.category}`);
  if (filter.section !== null) where.push(sql`p.section_id = ${filter.section}`);
  if (filter.outOfStock !== null) where.push(filter.outOfStock ? sql`(p.stock IS NULL OR p.stock = 0)` : sql`p.stock > 0`);
  if (filter.hidden !== null) where.push(sql`p.is_hidden = ${filter.hidden}`);
  const { rows } = await run<ProductRow & { total: number }>(
    db,
    sql`SELECT q.*, count(*) OVER ()::int AS total FROM (${SELECT} WHERE ${and(where)}) q
         ORDER BY q.name, q.id LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
  );
  const { count, data } = paged(rows);
  return { count, data: data.map(productJson) };
}

export interface ProductChange {
  stock?: number | null;
  isHidden?: boolean;
  sectionId?: number | null;
  /** Paise, GST included. */
  sellingPaise?: number;
  mrpPaise?: number | null;
}

/** The change's fields as the audit log and the answer name them. */
const auditState = (row: ProductRow) => ({
  stock: row.stock,
  is_hidden: row.is_hidden,
  section_id: row.section_id,
  selling_price: paiseToRupees(row.selling_paise),
  mrp: row.mrp_paise === null ? null : paiseToRupees(row.mrp_paise),
});

/**
 * Applies `change` to product `id` (null when there is none). The selling price is split into
 * base and GST at the product's GST rate; a selling price above the MRP (the new or the kept
 * one) is refused (400) and nothing is written.
 */
export async function changeProduct(db: Db, actor: Actor, id: number, change: ProductChange): Promise<StaffProduct | null> {
  return db.transaction(async (tx) => {
    const { rows } = await run<ProductRow>(tx, sql`${SELECT} WHERE p.id = ${id} FOR UPDATE OF p`);
    const before = rows[0];
    if (!before) return null;
    const selling = change.sellingPaise ?? before.selling_paise;
    const mrp = change.mrpPaise === undefined ? before.mrp_paise : change.mrpPaise;
    if ((change.sellingPaise !== undefined || change.mrpPaise !== undefined) && !sellsWithinMrp(selling, mrp)) throw badRequest(ANSWER.staffSellingAboveMrp);
    if (change.sectionId !== undefined && change.sectionId !== null) {
      const { rows: sections } = await run(tx, sql`SELECT 1 FROM sections WHERE id = ${change.sectionId}`);
      if (sections.length === 0) throw badRequest(ANSWER.mustBeId('section_id'));
    }
    const base = Math.round((selling * 100) / (100 + before.gst_rate));
    const stock = change.stock === undefined ? before.stock : change.stock;
    const hidden = change.isHidden ?? before.is_hidden;
    const sectionId = change.sectionId === undefined ? before.section_id : change.sectionId;
    const basePaise = change.sellingPaise === undefined ? null : base;
    const gstPaise = change.sellingPaise === undefined ? null : selling - base;
    await run(
      tx,
      sql`UPDATE products SET stock = ${stock}, is_hidden = ${hidden}, section_id = ${sectionId}, base_price_paise = coalesce(${basePaise}, base_price_paise), gst_paise = coalesce(${gstPaise}, gst_paise), mrp_paise = ${mrp} WHERE id = ${id}`,
    );
    const { rows: afterRows } = await run<ProductRow>(tx, sql`${SELECT} WHERE p.id = ${id}`);
    const after = afterRows[0];
    await recordAudit(tx, { actor, action: 'product.update', entity: 'product', entityId: id, before: auditState(before), after: auditState(after) });
    return productJson(after);
  });
}
