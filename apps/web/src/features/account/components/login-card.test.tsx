import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginRoute } from '../../../app/routes/account/login.tsx';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute, seen } from '../../../test/render.tsx';

function loginForm() {
  renderRoute(<LoginRoute />, { path: '/my-account/login' });
  return within(screen.getByRole('form', { name: 'Login' }));
}

const passwordGrants = (spy: ReturnType<typeof mockApi>['spy']) =>
  spy.mock.calls.filter(
    ([url, init]) => String(url).includes('/auth/token') && String(init?.body).includes('password'),
  );

describe('login', () => {
  it('Login does nothing while the e-mail or the password is empty (spec part 1 §5)', async () => {
    const { spy } = mockApi();
    const form = loginForm();
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    await userEvent.type(form.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    await userEvent.clear(form.getByLabelText('Email Address'));
    await userEvent.type(form.getByLabelText('Password'), 'correct horse');
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    expect(passwordGrants(spy)).toHaveLength(0);
    expect(seen.pathname).toBe('/my-account/login');
  });

  it("a login with 'Remember Me' is kept in localStorage, one without it in sessionStorage only", async () => {
    const { spy } = mockApi();
    let form = loginForm();
    await userEvent.type(form.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.type(form.getByLabelText('Password'), 'correct horse');
    await userEvent.click(form.getByLabelText('Remember Me'));
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(seen.pathname).toBe('/my-account'));
    const body = JSON.parse(String(passwordGrants(spy)[0]?.[1]?.body)) as Record<string, string>;
    expect(body).toMatchObject({ grant_type: 'password', username: 'ada@example.com', remember: 'true' });
    expect(JSON.parse(localStorage.getItem('userToken') ?? '{}')).toMatchObject({
      access_token: 'user-token',
    });
    expect(JSON.parse(localStorage.getItem('login') ?? '{}')).toEqual({ email: 'ada@example.com' });
    expect(sessionStorage.getItem('userToken')).toBeNull();

    document.body.innerHTML = '';
    form = loginForm();
    await userEvent.type(form.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.type(form.getByLabelText('Password'), 'correct horse');
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(seen.pathname).toBe('/my-account'));
    expect(JSON.parse(String(passwordGrants(spy)[1]?.[1]?.body))).toMatchObject({ remember: 'false' });
    expect(JSON.parse(sessionStorage.getItem('userToken') ?? '{}')).toMatchObject({
      access_token: 'user-token',
    });
    expect(JSON.parse(sessionStorage.getItem('login') ?? '{}')).toEqual({ email: 'ada@example.com' });
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('login')).toBeNull();
  });

  it("a refused password (400 invalid_grant, RFC 6749) shows 'Wrong e-mail or password.' and a rate limit shows the server's sentence", async () => {
    let status = 400;
    mockApi({
      login: () =>
        status === 400
          ? json({ error: 'invalid_grant', error_description: 'bad credentials' }, 400)
          : json(
              { error: 'too_many_requests', error_description: 'Too many attempts. Try again in a minute.' },
              429,
            ),
    });
    const form = loginForm();
    await userEvent.type(form.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.type(form.getByLabelText('Password'), 'wrong');
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    expect(await form.findByText('Wrong e-mail or password.')).toBeInTheDocument();
    status = 429;
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    expect(await form.findByText('Too many attempts. Try again in a minute.')).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('links to the password recovery and register screens (spec part 1 §2.2)', () => {
    mockApi();
    const form = loginForm();
    expect(form.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/my-account/forget',
    );
    expect(form.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/my-account/register');
  });
});
