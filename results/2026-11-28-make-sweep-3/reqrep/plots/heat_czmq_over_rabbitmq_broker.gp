reset
$D0 << EOD
0 0 0.776729432414843 "1.71"
0 1 0.5950851998850751 "1.51"
EOD
set terminal pngcairo noenhanced size 360,300 font 'sans,10'
set output "heat_czmq_over_rabbitmq_broker.png"
set multiplot layout 1,1 title "czmq ÷ rabbitmq, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "workers"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "czmq / rabbitmq round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 360,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_czmq_over_rabbitmq_broker.svg"
set multiplot layout 1,1 title "czmq ÷ rabbitmq, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "workers"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "czmq / rabbitmq round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
