import type { OperatorPromotion } from '@alpine/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { loadOperatorCatalogue } from '../operator-catalogue.ts';
import { clearOperatorSession } from '../operator-session.ts';
import { PromotionsScreen, promotionEdit } from './promotions-screen.tsx';

const WINTER: OperatorPromotion = {
  promotionID: 7,
  code: 'WINTER-20',
  percentage: 20,
  fixedAmountMinor: null,
  validFrom: '2026-12-01',
  validTo: '2027-03-31',
  maxUses: 50,
  uses: 12,
  paused: false,
};

/** Answers the promotions list with `stored` and each PATCH with `patch` (recording its body). */
function setUp(patch: (body: Record<string, unknown>) => Response) {
  let stored = { ...WINTER };
  const patches: Record<string, unknown>[] = [];
  mockApi({
    handle: (url, init) => {
      if (url === '/api/v1/operator/promotions' && (init?.method ?? 'GET') === 'GET') {
        return json({ data: [stored] });
      }
      if (url === '/api/v1/operator/promotions/7' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        const res = patch(body);
        if (res.ok) stored = { ...stored, ...body };
        return res;
      }
      return undefined;
    },
  });
  renderRoute(<PromotionsScreen />, { path: '/operator/promotions' });
  return { patches, restore: (p: OperatorPromotion) => (stored = p) };
}

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit WINTER-20' }));
  return within(screen.getByRole('form', { name: 'Change WINTER-20' }));
}

const fill = (form: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(form.getByLabelText(label), { target: { value } });

describe('the promotions screen edits a validity and a use limit (ADR 019)', () => {
  beforeEach(async () => {
    await loadOperatorCatalogue('en');
    clearOperatorSession();
    writeStored(
      STORAGE_KEYS.operatorToken,
      { access_token: 'operator-token', email: 'desk@alpine.example', expiry: Date.now() + 3_600_000 },
      'session',
    );
  });

  it('Edit opens a form with the stored values; saving sends only what changed and the row shows it', async () => {
    const { patches } = setUp((body) => json({ data: { ...WINTER, ...body } }));
    const edit = await openEdit();
    expect(screen.getByRole('button', { name: 'Edit WINTER-20' })).toHaveAttribute('aria-expanded', 'true');
    expect(edit.getByLabelText('Valid from')).toHaveValue('2026-12-01');
    expect(edit.getByLabelText('Valid until')).toHaveValue('2027-03-31');
    expect(edit.getByLabelText('Use limit')).toHaveValue(50);
    expect(edit.getByLabelText('Use limit')).toHaveAccessibleDescription(
      'Empty for no limit; at least 12, the uses so far.',
    );
    fill(edit, 'Valid until', '2027-04-15');
    await userEvent.clear(edit.getByLabelText('Use limit'));
    await userEvent.type(edit.getByLabelText('Use limit'), '80');
    await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('12 of 80 used')).toBeInTheDocument();
    expect(screen.getByText('2026-12-01 to 2027-04-15')).toBeInTheDocument();
    expect(patches).toEqual([{ validTo: '2027-04-15', maxUses: 80 }]);
    expect(screen.queryByRole('form', { name: 'Change WINTER-20' })).not.toBeInTheDocument();

    // an empty limit is no limit
    const again = await openEdit();
    await userEvent.clear(again.getByLabelText('Use limit'));
    await userEvent.click(again.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('12 used, no limit')).toBeInTheDocument();
    expect(patches[1]).toEqual({ maxUses: null });
  });

  it('a validity ending before it starts or a limit below the uses is refused in the form, nothing sent', async () => {
    const { patches } = setUp((body) => json({ data: { ...WINTER, ...body } }));
    const edit = await openEdit();
    fill(edit, 'Valid until', '2026-11-30');
    await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(edit.getByRole('alert')).toHaveTextContent('The promotion cannot end before it starts.');
    fill(edit, 'Valid until', '2027-03-31');
    fill(edit, 'Use limit', '11');
    await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(edit.getByRole('alert')).toHaveTextContent(
      'The use limit cannot be below the 12 uses so far; leave it empty for no limit.',
    );
    expect(patches).toEqual([]);
  });

  it('a 409 (another operator changed it meanwhile) says so and the list reloads what is stored', async () => {
    const { restore } = setUp(() => {
      restore({ ...WINTER, validFrom: '2026-12-10' });
      return json(
        {
          error: 'conflict',
          error_description: 'The promotion was changed at the same moment; reload and try again.',
        },
        409,
      );
    });
    const edit = await openEdit();
    fill(edit, 'Use limit', '60');
    await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await edit.findByRole('alert')).toHaveTextContent(
      'Another operator changed this promotion meanwhile. The list shows it as it is now: check it and save again.',
    );
    expect(await screen.findByText('2026-12-10 to 2027-03-31')).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      'Modifier WINTER-20',
      'Enregistrer',
      'Valable jusqu’au',
      'La promotion ne peut pas finir avant de commencer.',
    ],
    [
      'es',
      'Editar WINTER-20',
      'Guardar cambios',
      'Válido hasta',
      'La promoción no puede terminar antes de empezar.',
    ],
  ] as const)('the form speaks %s', async (language, editName, save, until, refusal) => {
    await loadOperatorCatalogue(language);
    await i18n.changeLanguage(language);
    setUp((body) => json({ data: { ...WINTER, ...body } }));
    await userEvent.click(await screen.findByRole('button', { name: editName }));
    const edit = within(
      screen.getByRole('form', { name: language === 'fr' ? editName : 'Cambiar WINTER-20' }),
    );
    fill(edit, until, '2026-11-30');
    await userEvent.click(edit.getByRole('button', { name: save }));
    expect(edit.getByRole('alert')).toHaveTextContent(refusal);
  });
});

describe('the promotions screen shows whether each code can be used today in the Alps (ADR 019)', () => {
  const promotion = (code: string, change: Partial<OperatorPromotion>): OperatorPromotion => ({
    ...WINTER,
    promotionID: code.length,
    code,
    ...change,
  });
  const LIST = [
    // its first day in the Alps (00:30 there), though still 30 November in UTC
    promotion('WINTER-20', {}),
    promotion('SUMMER24', { validFrom: '2024-06-01', validTo: '2024-09-30', maxUses: null, uses: 0 }),
    promotion('FIRST50', { validFrom: '2025-01-01', validTo: '2030-12-31', maxUses: 50, uses: 50 }),
    promotion('EASTER-27', { validFrom: '2027-03-01', validTo: '2027-04-30' }),
    promotion('SKI10', { validFrom: '2025-01-01', validTo: '2030-12-31', maxUses: null, paused: true }),
  ];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T23:30:00Z'));
    clearOperatorSession();
    writeStored(
      STORAGE_KEYS.operatorToken,
      { access_token: 'operator-token', email: 'desk@alpine.example', expiry: Date.now() + 3_600_000 },
      'session',
    );
    mockApi({
      handle: (url) => (url === '/api/v1/operator/promotions' ? json({ data: LIST }) : undefined),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['en', ['Active', 'Expired', 'Used up', 'Not yet valid', 'Paused']],
    ['fr', ['En service', 'Expirée', 'Épuisée', 'Pas encore valable', 'En pause']],
    ['es', ['Activa', 'Caducada', 'Agotada', 'Aún no válida', 'En pausa']],
  ] as const)('in %s: active, expired, used up, not yet valid, paused', async (language, statuses) => {
    await loadOperatorCatalogue(language);
    await i18n.changeLanguage(language);
    renderRoute(<PromotionsScreen />, { path: '/operator/promotions' });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      LIST.map((p) => p.code),
    );
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(statuses);
  });
});

describe('promotionEdit', () => {
  it('gives only the changed fields, none for an unchanged form, and refuses as the server does', () => {
    const same = { validFrom: WINTER.validFrom, validTo: WINTER.validTo, maxUses: '50' };
    expect(promotionEdit(WINTER, same)).toEqual({});
    expect(promotionEdit(WINTER, { ...same, validFrom: '2027-03-31' })).toEqual({ validFrom: '2027-03-31' });
    expect(promotionEdit(WINTER, { ...same, maxUses: ' ' })).toEqual({ maxUses: null });
    expect(promotionEdit(WINTER, { ...same, maxUses: '12' })).toEqual({ maxUses: 12 });
    expect(promotionEdit(WINTER, { ...same, maxUses: '11' })).toBe('belowUses');
    expect(promotionEdit(WINTER, { ...same, validTo: '2026-11-30' })).toBe('backwards');
  });
});
