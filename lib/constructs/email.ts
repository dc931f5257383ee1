import { CfnOutput, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledge, nagResource } from '../nag';

export interface EmailProps {
  mailFrom: string;
  /** Verify the whole domain (DKIM) instead of the single address. */
  mailFromDomain?: string;
}

/**
 * The SES identity every email is sent from. An address identity is verified by clicking the
 * link SES mails to it; a domain identity by publishing the three DKIM CNAMEs (outputs).
 *
 * Every mail sent from it (the shop's and Cognito's) goes through one configuration set: bounces
 * and complaints are published to the feedback topic, and an address that bounced or complained
 * is put on the account's suppression list, so SES stops sending to it and the sender's
 * reputation survives. The set is the identity's default, so no sender has to name it.
 */
export class Email extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly mailFrom: string;
  readonly configurationSet: ses.ConfigurationSet;
  readonly feedbackTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    const domain = props.mailFromDomain;
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    this.feedbackTopic = new sns.Topic(this, 'Feedback', {
      displayName: 'SES bounces and complaints',
      enforceSSL: true,
    });
    acknowledge(
      this.feedbackTopic,
      'SNS2',
      'SES feedback notifications go to subscribers the operator adds; SES cannot publish ' +
        'to a topic encrypted with the AWS-managed SNS key.',
    );
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(this.feedbackTopic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: domain ? ses.Identity.domain(domain) : ses.Identity.email(props.mailFrom),
      configurationSet: this.configurationSet,
    });
    if (domain) {
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM CNAME ${index + 1} to publish for ${domain}`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
  }

  /**
   * ses:SendEmail/SendRawEmail, restricted to our From address. The resource is every identity
   * because in the SES sandbox the call is also authorised against each (verified) recipient
   * identity; the FromAddress condition keeps it to our sender. SES also authorises every send
   * against the configuration set it goes through (the identity's default applies even though
   * no sender names it), so that set's ARN is granted too, and no other set.
   */
  grantSend(role: iam.Role): void {
    const stack = Stack.of(this);
    const identities = stack.formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: '*',
    });
    const configurationSet = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [identities, configurationSet],
        conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
      }),
    );
    acknowledge(
      role,
      `IAM5[Resource::${nagResource(this, identities)}]`,
      'SES authorises sandbox sends against recipient identities too; the ses:FromAddress ' +
        'condition limits the grant to our own sender address.',
    );
  }
}
