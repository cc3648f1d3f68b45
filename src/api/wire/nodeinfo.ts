/** NodeInfo 2.0/2.1, with the `metadata` Pleroma and Akkoma publish. */
export interface WireNodeinfo {
  version?: string;
  software?: { name?: string; version?: string; repository?: string; homepage?: string };
  protocols?: string[];
  openRegistrations?: boolean;
  usage?: {
    users?: { total?: number; activeMonth?: number; activeHalfyear?: number };
    localPosts?: number;
  };
  metadata?: {
    nodeName?: string;
    nodeDescription?: string;
    accountActivationRequired?: boolean;
    mailerEnabled?: boolean;
    invitesEnabled?: boolean;
    private?: boolean;
    features?: string[];
    restrictedNicknames?: string[];
    postFormats?: string[];
    staffAccounts?: string[];
    localBubbleInstances?: string[];
    federatedTimelineAvailable?: boolean;
    publicTimelineVisibility?: { local?: boolean; federated?: boolean; bubble?: boolean };
    suggestions?: { enabled?: boolean; web?: string };
    fieldsLimits?: {
      maxFields?: number;
      maxRemoteFields?: number;
      nameLength?: number;
      valueLength?: number;
    };
    pollLimits?: {
      max_options?: number;
      max_option_chars?: number;
      min_expiration?: number;
      max_expiration?: number;
    };
    uploadLimits?: {
      general?: number | string;
      avatar?: number | string;
      background?: number | string;
      banner?: number | string;
    };
    federation?: { enabled?: boolean; [key: string]: unknown };
    [key: string]: unknown;
  };
}

/** /.well-known/nodeinfo */
export interface WireNodeinfoLinks {
  links?: { rel?: string; href?: string }[];
}
