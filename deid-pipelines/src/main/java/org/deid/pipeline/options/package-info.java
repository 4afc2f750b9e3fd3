/**
 * The command-line options that choose the de-identification aggregate, as picocli mixins: one
 * declaration of each option for {@code deid run}, {@code eval}, {@code alarms}, {@code bench} and
 * the Spark job, so that the same options always give the same aggregate.
 */
package org.deid.pipeline.options;
