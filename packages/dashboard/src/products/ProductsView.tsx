/**
 * The dashboard's Products section as pure views: the list with its search and filters, and the
 * form that changes one product (stock, visibility, section; prices for a superuser only).
 */
import type { StaffApi, StaffProductChange } from '@so/api/staff';
import { Dialog, type AsyncState } from '@so/ui';
import { type FieldErrors } from '@so/ui/form';
import { useEffect, useId, useState, type FormEvent, type Ref } from 'react';
import { FieldError, FilterSelect } from '@so/widgets/kit';
import { DASHBOARD_COPY } from '../copy.ts';
import { Field } from '../Field.tsx';
import { Badge, ListLoading, PagedList, rupees, type StaffPage } from '../parts.tsx';
import { PRODUCTS_COPY as C } from './copy.ts';

/** A product as the staff list answers it. */
export type StaffProductRow = Awaited<ReturnType<StaffApi['products']>>['data'][number];
/** A section a product can be in (id and name, as the products answer names it). */
export interface SectionChoice {
  id: number;
  name: string;
}

export interface ProductFilters {
  search: string;
  stock: '' | 'out' | 'in';
  website: '' | 'shown' | 'hidden';
  /** A section's id, or '' for all. */
  section: string;
}
export const NO_PRODUCT_FILTERS: ProductFilters = { search: '', stock: '', website: '', section: '' };

/** The filters as the products call takes them. */
export function productsQuery(filters: ProductFilters, page: number): Parameters<StaffApi['products']>[0] {
  const query: NonNullable<Parameters<StaffApi['products']>[0]> = { page };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.stock) query.out_of_stock = filters.stock === 'out';
  if (filters.website) query.hidden = filters.website === 'hidden';
  if (filters.section) query.section = Number(filters.section);
  return query;
}

export const isOutOfStock = (stock: number | null): boolean => stock === null || stock === 0;

export function StockText({ stock }: { stock: number | null }) {
  return isOutOfStock(stock) ? <Badge tone="bad">{C.outOfStock}</Badge> : <>{(stock ?? 0).toLocaleString('en-IN')}</>;
}
export function VisibilityBadge({ hidden }: { hidden: boolean }) {
  return hidden ? <Badge tone="warn">{C.hidden}</Badge> : <Badge tone="good">{C.onWebsite}</Badge>;
}

export interface ProductsListViewProps {
  filters: ProductFilters;
  onFilters: (filters: ProductFilters) => void;
  /** The sections to filter by (the server has no list of them: those seen in its answers). */
  sections: readonly SectionChoice[];
  state: AsyncState<StaffPage<StaffProductRow>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  onEdit: (product: StaffProductRow) => void;
}

/** The products list: search by name, stock / website / section filters, the rows and the pager. */
export function ProductsListView({ filters, onFilters, sections, state, page, onPage, onRetry, onEdit }: ProductsListViewProps) {
  const [draft, setDraft] = useState(filters.search);
  useEffect(() => setDraft(filters.search), [filters.search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilters({ ...filters, search: draft.trim() });
  };
  const filtered = filters.search !== '' || filters.stock !== '' || filters.website !== '' || filters.section !== '';
  const sectionOptions: (readonly [string, string])[] = [['', C.sectionAll], ...sections.map((s) => [String(s.id), s.name] as const)];
  return (
    <div className="dash-products">
      <form className="dash-toolbar" role="search" aria-label={C.listHeading} onSubmit={submit}>
        <Field label={C.searchLabel} className="dash-field--wide">
          {(control) => <input {...control} className="input" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />}
        </Field>
        <button type="submit" className="btn btn--small">
          {C.searchButton}
        </button>
        <FilterSelect
          className="dash-field"
          label={C.stockFilter}
          value={filters.stock}
          options={[
            ['', C.stockAll],
            ['out', C.stockOut],
            ['in', C.stockIn],
          ]}
          onChange={(value) => onFilters({ ...filters, stock: value === 'out' || value === 'in' ? value : '' })}
        />
        <FilterSelect
          className="dash-field"
          label={C.websiteFilter}
          value={filters.website}
          options={[
            ['', C.websiteAll],
            ['shown', C.websiteShown],
            ['hidden', C.websiteHidden],
          ]}
          onChange={(value) => onFilters({ ...filters, website: value === 'shown' || value === 'hidden' ? value : '' })}
        />
        <FilterSelect className="dash-field" label={C.sectionFilter} value={filters.section} options={sectionOptions} onChange={(value) => onFilters({ ...filters, section: value })} />
        {filtered && (
          <button type="button" className="btn btn--small btn--ghost" onClick={() => onFilters(NO_PRODUCT_FILTERS)}>
            {DASHBOARD_COPY.clearFilters}
          </button>
        )}
      </form>
      <p className="dash-hint">{C.sectionsHint}</p>
      <ProductsList state={state} page={page} onPage={onPage} onRetry={onRetry} onEdit={onEdit} filtered={filtered} />
    </div>
  );
}

function ProductsList({
  state,
  page,
  onPage,
  onRetry,
  onEdit,
  filtered,
}: Pick<ProductsListViewProps, 'state' | 'page' | 'onPage' | 'onRetry' | 'onEdit'> & { filtered: boolean }) {
  return (
    <PagedList state={state} page={page} onPage={onPage} onRetry={onRetry} loading={<ProductsSkeleton />} loadFailed={C.loadFailed} empty={filtered ? DASHBOARD_COPY.nothingFound : C.empty} one={C.one} many={C.many}>
      {(data) => (
        <table className="dash-table">
          <thead>
            <tr>
              <th scope="col">{C.colName}</th>
              <th scope="col">{C.colCategory}</th>
              <th scope="col">{C.colSection}</th>
              <th scope="col">{C.colStock}</th>
              <th scope="col">{C.colVisibility}</th>
              <th scope="col" className="dash-num">
                {C.colPrice}
              </th>
              <th scope="col" className="dash-num">
                {C.colMrp}
              </th>
              <th scope="col">{C.colActions}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((product) => (
              <tr key={product.id}>
                <td data-label={C.colName}>
                  <strong>{product.name}</strong>
                </td>
                <td data-label={C.colCategory}>{product.category}</td>
                <td data-label={C.colSection}>{product.section ?? C.noSection}</td>
                <td data-label={C.colStock}>
                  <StockText stock={product.stock} />
                </td>
                <td data-label={C.colVisibility}>
                  <VisibilityBadge hidden={product.is_hidden} />
                </td>
                <td data-label={C.colPrice} className="dash-num">
                  {rupees(product.selling_price)}
                </td>
                <td data-label={C.colMrp} className="dash-num">
                  {product.mrp === null ? DASHBOARD_COPY.none : rupees(product.mrp)}
                </td>
                <td data-label={C.colActions}>
                  <button type="button" className="btn btn--small btn--ghost" onClick={() => onEdit(product)}>
                    {C.edit}
                    <span className="visually-hidden"> {product.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PagedList>
  );
}

export function ProductsSkeleton() {
  return <ListLoading label={C.loading} heights={[40, 320]} />;
}

// ─── The form ──────────────────────────────────────────────────────────────

/** What the form holds (as typed). */
export interface ProductFormValues {
  stock: string;
  outOfStock: boolean;
  hidden: boolean;
  /** A section's id, or '' for none. */
  section: string;
  price: string;
  mrp: string;
}

/** The form with no product (before one is opened). */
export const NO_PRODUCT_VALUES: ProductFormValues = { stock: '', outOfStock: false, hidden: false, section: '', price: '', mrp: '' };

export function productFormValues(product: StaffProductRow): ProductFormValues {
  return {
    stock: isOutOfStock(product.stock) ? '' : String(product.stock),
    outOfStock: isOutOfStock(product.stock),
    hidden: product.is_hidden,
    section: product.section_id === null ? '' : String(product.section_id),
    price: String(product.selling_price),
    mrp: product.mrp === null ? '' : String(product.mrp),
  };
}

/** The fields a message can stand beside, as the server names them. */
export type ProductField = 'stock' | 'is_hidden' | 'section_id' | 'selling_price' | 'mrp';
/** The server's field → itself (the form shows the server's field errors by these names). */
export const PRODUCT_FIELDS: Readonly<Record<ProductField, ProductField>> = { stock: 'stock', is_hidden: 'is_hidden', section_id: 'section_id', selling_price: 'selling_price', mrp: 'mrp' };
/** A typed value → the field whose message it changes. */
export const PRODUCT_FOLLOWS: Readonly<Partial<Record<keyof ProductFormValues, readonly ProductField[]>>> = {
  outOfStock: ['stock'],
  hidden: ['is_hidden'],
  section: ['section_id'],
  price: ['selling_price'],
};

const AMOUNT = /^\s*\d+(\.\d+)?\s*$/;

/**
 * What the form changes (only what differs from `product`), or the fields the form itself cannot
 * send (not a whole number, not an amount). Prices are a superuser's: left out for staff. The
 * server checks the rest (2 decimals, the price within the MRP) and answers its own message.
 */
export function productChange(product: StaffProductRow, values: ProductFormValues, superuser: boolean): { change: StaffProductChange; errors: FieldErrors<ProductField> } {
  const change: StaffProductChange = {};
  const errors: FieldErrors<ProductField> = {};
  if (values.outOfStock) {
    if (!isOutOfStock(product.stock)) change.stock = null;
  } else if (!/^\s*\d+\s*$/.test(values.stock)) {
    errors.stock = C.stockInvalid;
  } else {
    const stock = Number(values.stock);
    if (stock !== product.stock && !(stock === 0 && isOutOfStock(product.stock))) change.stock = stock;
  }
  if (values.hidden !== product.is_hidden) change.is_hidden = values.hidden;
  const section = values.section === '' ? null : Number(values.section);
  if (section !== product.section_id) change.section_id = section;
  if (superuser) {
    if (values.price.trim() === '') errors.selling_price = C.priceRequired;
    else if (!AMOUNT.test(values.price)) errors.selling_price = C.amountInvalid;
    else if (Number(values.price) !== product.selling_price) change.selling_price = Number(values.price);
    if (values.mrp.trim() === '') {
      if (product.mrp !== null) change.mrp = null;
    } else if (!AMOUNT.test(values.mrp)) errors.mrp = C.amountInvalid;
    else if (Number(values.mrp) !== product.mrp) change.mrp = Number(values.mrp);
  }
  return { change, errors };
}

/** Where a save stands: nothing yet (or typed since), on its way, saved, or nothing to save. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'unchanged';

export interface ProductFormProps {
  product: StaffProductRow;
  superuser: boolean;
  sections: readonly SectionChoice[];
  /** What was typed (it stays on a refusal; the saved values once saved). */
  values: ProductFormValues;
  onChange: <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => void;
  status: SaveStatus;
  /** The server's refusal (its words), beside the form. */
  error: string | null;
  /** The form's own messages and the server's field errors (stock, is_hidden, section_id, selling_price, mrp). */
  fieldErrors: FieldErrors<ProductField>;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first field in error. */
  formRef?: Ref<HTMLFormElement>;
  /** Save: checks the form, then sends only what changed. */
  onSave: () => void;
  /** The product's page on the store. */
  storeHref: string;
  /** Opens the product's entries in the audit log. */
  onHistory: () => void;
}

/**
 * One product's form: stock (or Out of stock), Hidden from the website, section; selling price
 * and MRP for a superuser (read-only with the reason for staff). Save sends only what changed
 * (the section's useForm holds the values, the messages and the focus).
 */
export function ProductForm({ product, superuser, sections, values, onChange, status, error, fieldErrors: errors, formRef, onSave, storeHref, onHistory }: ProductFormProps) {
  const ids = { out: useId(), hidden: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const sectionOptions = sections.some((s) => s.id === product.section_id) || product.section_id === null ? sections : [...sections, { id: product.section_id, name: product.section ?? String(product.section_id) }];
  /** A number typed as text: the stock (disabled when Out of stock), the price, the MRP. */
  const amount = (name: 'stock' | 'price' | 'mrp', field: ProductField, label: string, inputMode: 'numeric' | 'decimal') => (
    <Field label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          inputMode={inputMode}
          value={values[name]}
          disabled={name === 'stock' && values.outOfStock}
          onChange={(e) => onChange(name, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <form ref={formRef} className="dash-product-form" onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
      <dl className="dash-facts">
        <div>
          <dt>{C.category}</dt>
          <dd>{product.category}</dd>
        </div>
        <div>
          <dt>{C.gstRate}</dt>
          <dd>{C.gst(product.gst_rate)}</dd>
        </div>
        <div>
          <dt>{C.colStock}</dt>
          <dd>
            <StockText stock={product.stock} />
          </dd>
        </div>
        <div>
          <dt>{C.colVisibility}</dt>
          <dd>
            <VisibilityBadge hidden={product.is_hidden} />
          </dd>
        </div>
      </dl>
      <div className="dash-product-form__grid">
        {amount('stock', 'stock', C.stockLabel, 'numeric')}
        <div className="dash-check">
          <input
            id={ids.out}
            type="checkbox"
            checked={values.outOfStock}
            onChange={(e) => {
              onChange('outOfStock', e.target.checked);
              if (e.target.checked) onChange('stock', '');
            }}
          />
          <label htmlFor={ids.out}>{C.outOfStockLabel}</label>
        </div>
        <div className="dash-check">
          <input
            id={ids.hidden}
            type="checkbox"
            checked={values.hidden}
            aria-invalid={errors.is_hidden ? true : undefined}
            aria-describedby={errors.is_hidden ? `${ids.hidden}-error` : undefined}
            onChange={(e) => onChange('hidden', e.target.checked)}
          />
          <label htmlFor={ids.hidden}>{C.hiddenLabel}</label>
          <FieldError id={`${ids.hidden}-error`} error={errors.is_hidden} />
        </div>
        <Field label={C.sectionLabel} error={errors.section_id}>
          {(control) => (
            <select {...control} className="input" value={values.section} onChange={(e) => onChange('section', e.target.value)}>
              <option value="">{C.noSection}</option>
              {sectionOptions.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="dash-product-form__prices">
        <legend>{C.pricesHeading}</legend>
        {superuser ? (
          <div className="dash-product-form__grid">
            {amount('price', 'selling_price', C.priceLabel, 'decimal')}
            {amount('mrp', 'mrp', C.mrpLabel, 'decimal')}
          </div>
        ) : (
          <>
            <dl className="dash-facts">
              <div>
                <dt>{C.colPrice}</dt>
                <dd>{rupees(product.selling_price)}</dd>
              </div>
              <div>
                <dt>{C.colMrp}</dt>
                <dd>{product.mrp === null ? C.noMrp : rupees(product.mrp)}</dd>
              </div>
            </dl>
            <p className="dash-hint">{DASHBOARD_COPY.superuserOnly}</p>
          </>
        )}
      </fieldset>
      {error && (
        <p id={ids.error} className="alert" role="alert">
          {error}
        </p>
      )}
      <div className="dash-actions">
        <button type="submit" className="btn" disabled={status === 'saving'}>
          {status === 'saving' ? DASHBOARD_COPY.saving : DASHBOARD_COPY.save}
        </button>
        <a className="btn btn--ghost" href={storeHref}>
          {C.viewOnStore}
        </a>
        <button type="button" className="btn btn--ghost" onClick={onHistory}>
          {C.history}
        </button>
      </div>
      <p className="dash-hint" role="status">
        {status === 'unchanged' ? C.nothingChanged : status === 'saved' ? C.savedAt(product.name) : ''}
      </p>
    </form>
  );
}

export interface ProductDialogProps extends ProductFormProps {
  open: boolean;
  onClose: () => void;
}

/** The product's form in the shared Dialog (focus kept inside, returned to its Edit button). */
export function ProductDialog({ open, onClose, ...form }: ProductDialogProps) {
  return (
    <Dialog open={open} title={C.editTitle(form.product.name)} onClose={onClose} className="dash-product-dialog">
      <ProductForm {...form} />
    </Dialog>
  );
}
