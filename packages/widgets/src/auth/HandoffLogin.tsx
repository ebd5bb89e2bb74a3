import { useRef } from 'react';
import { MSG } from '@so/contract';
import { Dialog, useStore } from '@so/ui';
import { $handoffLogin, confirmHandoffLogin, declineHandoffLogin } from '@so/stores';

export interface HandoffLoginViewProps {
  /** The masked account offered (`b…@example.com`), or null: the dialog is closed. */
  account: string | null;
  onContinue: () => void;
  onDecline: () => void;
}

/**
 * "Continue as b…@example.com?": a login handed over from a partner's page, offered to a store
 * page without a session. Closing it (Escape, the backdrop, Close) is the same as "No, stay
 * logged out". The cart lines came with the link already, whatever the answer.
 */
export function HandoffLoginView({ account, onContinue, onDecline }: HandoffLoginViewProps) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={account !== null} title={MSG.handoffLoginTitle(account ?? '')} onClose={onDecline} className="auth-dialog" initialFocus={continueRef}>
      <p className="auth__note">{MSG.handoffLoginBody}</p>
      <div className="auth__choices">
        <button type="button" className="btn" ref={continueRef} onClick={onContinue}>
          {MSG.handoffLoginContinue}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDecline}>
          {MSG.handoffLoginDecline}
        </button>
      </div>
    </Dialog>
  );
}

/** The offer of $handoffLogin (the store's handoff.ts sets it), answered through the store. */
export function HandoffLogin() {
  const pending = useStore($handoffLogin);
  return <HandoffLoginView account={pending?.account ?? null} onContinue={() => void confirmHandoffLogin()} onDecline={declineHandoffLogin} />;
}
