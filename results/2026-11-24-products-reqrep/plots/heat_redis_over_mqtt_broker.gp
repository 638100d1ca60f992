reset
$D0 << EOD
0 0 -0.5959677130914123 "0.66"
0 1 -0.6871457032805405 "0.62"
0 2 -1.0910617169049648 "0.47"
1 0 -0.34363998835876275 "0.79"
1 1 -1.108109748641812 "0.46"
1 2 -1.1432175896063106 "0.45"
EOD
$D1 << EOD
0 0 -0.42618448680540233 "0.74"
0 1 -1.1975247895218308 "0.44"
0 2 -1.4493407140625663 "0.37"
1 0 -0.5159372754924058 "0.70"
1 1 -1.4552959432396066 "0.36"
1 2 -1.2846804607790456 "0.41"
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_redis_over_mqtt_broker.png"
set multiplot layout 1,2 title "redis ÷ mqtt, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.4552959432396066:1.4552959432396066]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "redis / mqtt round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_redis_over_mqtt_broker.svg"
set multiplot layout 1,2 title "redis ÷ mqtt, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.4552959432396066:1.4552959432396066]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "redis / mqtt round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
