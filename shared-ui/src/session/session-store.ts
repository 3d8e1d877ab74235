import { create } from 'zustand';
import type { ChooseStudentResponse, CurrentUser } from '@pylands/contracts';
import { authApi } from '../api/account-api';
import { ApiError } from '../api/api-error';

export type SessionStatus = 'unknown' | 'loading' | 'anonymous' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Bumped whenever course or level data should be fetched again (after login, progress). */
  dataVersion: number;
  loadCurrentUser(): Promise<CurrentUser | null>;
  setUser(user: CurrentUser | null): void;
  chooseStudent(studentId: string): Promise<ChooseStudentResponse>;
  /** Child mode → the parent's own session, with the parent's password (the parental gate). */
  returnToParent(password: string): Promise<void>;
  logout(): Promise<void>;
  invalidateData(): void;
}

/** The session store is a Module Federation singleton: the shell and every remote share it. */
export const useSession = create<SessionState>((set, get) => ({
  status: 'unknown',
  user: null,
  dataVersion: 0,
  async loadCurrentUser() {
    set({ status: get().user ? 'signed-in' : 'loading' });
    try {
      const user = await authApi.current();
      set({ user, status: 'signed-in', dataVersion: get().dataVersion + 1 });
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        set({ user: null, status: 'anonymous', dataVersion: get().dataVersion + 1 });
        return null;
      }
      set({ status: get().user ? 'signed-in' : 'anonymous' });
      throw error;
    }
  },
  setUser(user) {
    set({ user, status: user ? 'signed-in' : 'anonymous', dataVersion: get().dataVersion + 1 });
  },
  async chooseStudent(studentId) {
    const answer = await authApi.chooseStudent(studentId);
    await get().loadCurrentUser();
    return answer;
  },
  async returnToParent(password) {
    get().setUser(await authApi.returnToParent(password));
  },
  async logout() {
    await authApi.logout();
    set({ user: null, status: 'anonymous', dataVersion: get().dataVersion + 1 });
  },
  invalidateData() {
    set({ dataVersion: get().dataVersion + 1 });
  },
}));

/** Students can run code; signed-in users without a chosen student cannot (spec doc 1 §6). */
export function canRunCode(state: Pick<SessionState, 'status' | 'user'>): boolean {
  if (state.status !== 'signed-in') return state.status === 'anonymous';
  return !!state.user?.student_id;
}
