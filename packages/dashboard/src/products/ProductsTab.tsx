/**
 * The dashboard's Products section, connected: GET /staff/products with search, filters and
 * paging; a product's dialog saves with PATCH /staff/products/{id}/ (only what changed) and the
 * row follows the saved answer. `#products/out_of_stock` opens the list with that filter chosen.
 */
import { useStyles } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useEffect, useState } from 'react';
import { routes } from '@so/widgets/kit';
import { useDashboard } from '../context.ts';
import { failure, usePagedList } from '../parts.tsx';
import { PRODUCTS_COPY } from './copy.ts';
import css from './products.css?inline';
import {
  NO_PRODUCT_FILTERS,
  NO_PRODUCT_VALUES,
  PRODUCT_FIELDS,
  PRODUCT_FOLLOWS,
  productChange,
  ProductDialog,
  productFormValues,
  productsQuery,
  ProductsListView,
  type ProductField,
  type ProductFilters,
  type ProductFormValues,
  type SaveStatus,
  type SectionChoice,
  type StaffProductRow,
} from './ProductsView.tsx';

const presetFilters = (detail: string | null): ProductFilters =>
  detail === PRODUCTS_COPY.outOfStockDetail ? { ...NO_PRODUCT_FILTERS, stock: 'out' } : NO_PRODUCT_FILTERS;

/** Adds the sections of `rows` to `known` (by id, sorted by name); the same array when none is new. */
function withSections(known: SectionChoice[], rows: readonly StaffProductRow[]): SectionChoice[] {
  const fresh = rows.filter((r) => r.section_id !== null && r.section !== null && !known.some((s) => s.id === r.section_id));
  if (fresh.length === 0) return known;
  const byId = new Map(known.map((s) => [s.id, s]));
  for (const r of fresh) byId.set(r.section_id as number, { id: r.section_id as number, name: r.section as string });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function ProductsTab() {
  useStyles(css);
  const { staff, superuser, detail, open } = useDashboard();
  const [filters, setFilters] = useState<ProductFilters>(() => presetFilters(detail));
  useEffect(() => {
    if (detail === PRODUCTS_COPY.outOfStockDetail) setFilters(presetFilters(detail));
  }, [detail]);
  const { state, page, setPage, reload } = usePagedList<StaffProductRow>((p) => staff.products(productsQuery(filters, p)), [filters]);
  const [sections, setSections] = useState<SectionChoice[]>([]);
  /** Rows saved since the list was loaded, by id (the list shows the saved values). */
  const [saved, setSaved] = useState<Record<number, StaffProductRow>>({});
  const [editing, setEditing] = useState<StaffProductRow | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The product's form: its own checks (productChange), the server's field errors, focus on the first. */
  const form = useForm<ProductFormValues, ProductField>({
    initial: NO_PRODUCT_VALUES,
    validate: (values) => (editing ? productChange(editing, values, superuser).errors : {}),
    follows: PRODUCT_FOLLOWS,
    serverFields: PRODUCT_FIELDS,
  });
  const { reset } = form;
  // The form shows the product again when it changes: another product opened, or the saved answer.
  useEffect(() => {
    if (editing) reset(productFormValues(editing));
  }, [editing, reset]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    setSections((known) => withSections(known, state.data.data));
    setSaved({});
  }, [state]);

  const shown =
    state.status === 'ready' ? { status: 'ready' as const, data: { ...state.data, data: state.data.data.map((row) => saved[row.id] ?? row) } } : state;

  const edit = (product: StaffProductRow) => {
    setEditing(product);
    reset(productFormValues(product));
    setStatus('idle');
    setError(null);
  };
  const save = async () => {
    if (!editing || !form.check()) return;
    const id = editing.id;
    const { change } = productChange(editing, form.values, superuser);
    if (Object.keys(change).length === 0) {
      setStatus('unchanged');
      return;
    }
    setStatus('idle');
    setError(null);
    const result = await form.submit(() => staff.updateProduct(id, change));
    if (result.status === 'sent') {
      const answer = result.result;
      setSaved((rows) => ({ ...rows, [id]: answer.data }));
      setSections((known) => withSections(known, [answer.data]));
      setEditing((current) => (current && current.id === id ? answer.data : current));
      setStatus('saved');
    } else if (result.status === 'refused' || result.status === 'failed') {
      setError(failure(result.error));
    }
  };

  return (
    <>
      <ProductsListView
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          if (detail) open('products');
        }}
        sections={sections}
        state={shown}
        page={page}
        onPage={setPage}
        onRetry={reload}
        onEdit={edit}
      />
      {editing && (
        <ProductDialog
          open
          onClose={() => setEditing(null)}
          product={editing}
          superuser={superuser}
          sections={sections}
          values={form.values}
          onChange={(name, value) => {
            form.setField(name, value);
            setStatus('idle');
          }}
          status={form.submitting ? 'saving' : status}
          error={error}
          fieldErrors={form.errors}
          formRef={form.formRef}
          onSave={() => void save()}
          storeHref={routes.product(editing.id, editing.name)}
          onHistory={() => {
            const id = editing.id;
            setEditing(null);
            open('audit', `product:${id}`);
          }}
        />
      )}
    </>
  );
}
