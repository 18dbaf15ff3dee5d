// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEMALE_DRESSING, MALE_DRESSING } from '../../../../shared/options/profile-options';
import { loadNamespace } from '../../../lib/i18n';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { PROFILE_FORM_FIELDS, type TProfileFormValues } from './form-values';
import { ProfileForm } from './profile-form';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('profiles', { en: () => import('../i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const blank = Object.fromEntries(PROFILE_FORM_FIELDS.map((name) => [name, ''])) as TProfileFormValues;
const filled: TProfileFormValues = {
  ...blank,
  full_name: 'Amina Yusuf',
  date_of_birth: '1995-04-12',
  gender: 'female',
  marital_status: 'single',
  current_country: 'Canada',
  current_state: 'Ontario',
  islamic_dressing: 'Hijabi',
};

function renderForm(values: TProfileFormValues, handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchSpy = stubApi({ 'GET /api/me/profile': () => json({ profile: null }), ...handlers });
  renderWithApp(<ProfileForm initialValues={values} />, {
    me: buildMe(),
    path: '/complete-profile',
    routes: [{ path: '/', element: <h1>Dashboard page</h1> }],
  });
  return fetchSpy;
}

const select = (label: RegExp) => screen.getByLabelText<HTMLSelectElement>(label);
const optionValues = (element: HTMLSelectElement) =>
  Array.from(element.options)
    .map((option) => option.value)
    .filter(Boolean);

describe('ProfileForm location', () => {
  it('disables a state until its country is chosen', () => {
    renderForm(filled);
    expect(select(/^Birth State/).disabled).toBe(true);
    expect(select(/^Current State/).disabled).toBe(false);
  });

  it('clears the state and reloads its options when the country changes', () => {
    renderForm(filled);
    expect(select(/^Current State/).value).toBe('Ontario');
    fireEvent.change(select(/^Current Country/), { target: { value: 'Egypt' } });
    expect(select(/^Current State/).value).toBe('');
    expect(optionValues(select(/^Current State/))).toContain('Cairo');
    expect(optionValues(select(/^Current State/))).not.toContain('Ontario');
  });
});

describe('ProfileForm dressing', () => {
  it('offers the dressing options of the chosen gender and clears a value that no longer fits', () => {
    renderForm(filled);
    expect(optionValues(select(/^Islamic Dressing/))).toEqual([...FEMALE_DRESSING]);
    expect(select(/^Islamic Dressing/).value).toBe('Hijabi');
    fireEvent.change(select(/^Gender/), { target: { value: 'male' } });
    expect(optionValues(select(/^Islamic Dressing/))).toEqual([...MALE_DRESSING]);
    expect(select(/^Islamic Dressing/).value).toBe('');
  });

  it('has no dressing options before a gender is chosen', () => {
    renderForm({ ...filled, gender: '', islamic_dressing: '' });
    expect(select(/^Islamic Dressing/).disabled).toBe(true);
    expect(optionValues(select(/^Islamic Dressing/))).toEqual([]);
  });
});

describe('ProfileForm saving', () => {
  it('opens the tab of the first invalid field, focuses it and marks the tab', async () => {
    const fetchSpy = renderForm({ ...filled, full_name: '' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Partner Preferences/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    const basic = screen.getByRole('tab', { name: /Basic/ });
    await waitFor(() => expect(basic.getAttribute('aria-selected')).toBe('true'));
    const fullName = screen.getByLabelText(/^Full Name/);
    expect(document.activeElement).toBe(fullName);
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    expect(fullName.getAttribute('aria-required')).toBe('true');
    expect(within(basic).getByText('(has errors)')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('clears the age range error as soon as the second age is given', async () => {
    renderForm({ ...filled, partner_age_min: '28' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Enter two ages like 25-35')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Partner Preferences/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Minimum Age'));
    fireEvent.change(screen.getByLabelText('Maximum Age'), { target: { value: '36' } });
    await waitFor(() => expect(screen.queryByText('Enter two ages like 25-35')).toBeNull());
    expect(screen.getByLabelText('Minimum Age').getAttribute('aria-invalid')).toBeNull();
  });

  // Issue 16: an error is said once. The field errors are the answer; a toast would repeat them.
  it("shows the server's field errors on the right tab, and no toast besides", async () => {
    renderForm(filled, {
      'PUT /api/me/profile': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid',
              fields: { current_state: 'Choose a state from the list for this country' },
            },
          },
          400,
        ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Choose a state from the list for this country')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Location/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(select(/^Current State/));
    expect(select(/^Current State/).getAttribute('aria-invalid')).toBe('true');
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to update profile: {message}' when the server names no field of the form", async () => {
    renderForm(filled, {
      'PUT /api/me/profile': () =>
        json({ error: { code: 'INTERNAL', message: 'The database is busy' } }, 503),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Failed to update profile: The database is busy'),
    );
    expect(toastMock.error).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'An error occurred while saving' when the request never got an answer", async () => {
    renderForm(filled, { 'PUT /api/me/profile': () => Promise.reject(new TypeError('offline')) });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('An error occurred while saving'));
  });

  it('sends the mapped body, toasts success and goes to the dashboard', async () => {
    const fetchSpy = renderForm(
      {
        ...filled,
        languages_spoken: 'Arabic, English',
        height_cm: '',
        partner_age_min: '28',
        partner_age_max: '36',
      },
      { 'PUT /api/me/profile': () => json({ profile: { full_name: 'Amina Yusuf' } }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(toastMock.success).toHaveBeenCalledWith('Profile updated successfully!');
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      full_name: 'Amina Yusuf',
      languages_spoken: ['Arabic', 'English'],
      height_cm: null,
      partner_age_range: '28-36',
      current_state: 'Ontario',
    });
  });
});

/** The browser's XMLHttpRequest, answering every upload with the server's refusal. */
class RefusingXhr {
  status = 422;
  statusText = 'Unprocessable Entity';
  responseText = JSON.stringify({
    error: { code: 'PHOTO_UNREADABLE', message: 'This image could not be read' },
  });
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    queueMicrotask(() => this.onload?.());
  }
}

describe('ProfileForm photo', () => {
  // Issue 16: an error is said once. The refusal shows under the photo's button, and no toast repeats it.
  it('says a refused upload once, under the photo button', async () => {
    vi.stubGlobal('XMLHttpRequest', RefusingXhr);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    renderForm(filled);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photo = new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This image could not be read');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});

// Issue 17: gender is set once; after the first save only staff change it.
describe('ProfileForm gender', () => {
  it('offers the gender before the first save', () => {
    renderForm({ ...filled, gender: '' });
    expect(select(/^Gender/).disabled).toBe(false);
    expect(screen.queryByText('Gender can only be changed by our support team.')).toBeNull();
  });

  it('locks a saved gender with a hint, and still sends it with the profile', async () => {
    const fetchSpy = renderForm(filled, {
      'PUT /api/me/profile': () => json({ profile: { full_name: 'Amina Yusuf' } }),
    });
    const gender = select(/^Gender/);
    expect(gender.disabled).toBe(true);
    expect(gender.value).toBe('female');
    const hint = screen.getByText('Gender can only be changed by our support team.');
    expect(gender.getAttribute('aria-describedby')).toContain(hint.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ gender: 'female' });
  });
});
