import { messages } from '@clube/contract';

/** The member's referral link: {office}/register/{username}. */
export const referralLink = (username: string, origin: string = window.location.origin) => `${origin}/register/${encodeURIComponent(username)}`;

export const referralMessage = (link: string) => messages.referralMessage(link);

export const facebookShareUrl = (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;

export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** Instagram has no share address: the message goes to the clipboard and Instagram opens. */
export const INSTAGRAM_URL = 'https://www.instagram.com/';
