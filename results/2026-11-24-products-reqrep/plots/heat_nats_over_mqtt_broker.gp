reset
$D0 << EOD
0 0 -0.6507020780886769 "0.64"
0 1 -0.5955247151046922 "0.66"
0 2 -0.20865896506993775 "0.87"
1 0 -0.56939576328151 "0.67"
1 1 -0.5719765033255964 "0.67"
1 2 -0.21954437177255584 "0.86"
EOD
$D1 << EOD
0 0
0 1
0 2
1 0
1 1
1 2
EOD
$D2 << EOD
0 0 "missing"
0 1 "missing"
0 2 "missing"
1 0 "missing"
1 1 "missing"
1 2 "missing"
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_nats_over_mqtt_broker.png"
set multiplot layout 1,2 title "nats ÷ mqtt, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "nats / mqtt round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5) with boxxyerror lc rgb '#BBBBBB', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_nats_over_mqtt_broker.svg"
set multiplot layout 1,2 title "nats ÷ mqtt, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "nats / mqtt round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5) with boxxyerror lc rgb '#BBBBBB', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
